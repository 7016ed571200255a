import { describe, expect, it } from 'vitest';
import { classifyLogLevel } from '../../../src/logs/logLevel';

describe('classifyLogLevel (SPEC §2 Logs screen)', () => {
  it.each([
    ['2024/05/01 10:00:00 [ERROR] upstream timed out', 'error'],
    ['[WARN] certificate expires in 5 days', 'warn'],
    ['[WARNING] disk almost full', 'warn'],
    ['[INFO] reloaded nginx', 'info'],
    ['[DEBUG] handshake with peer 3', 'debug'],
    ['10.0.0.2 - - [01/May/2024:10:00:00 +0000] "GET / HTTP/1.1" 200 612 "-" "curl/8.5.0"', 'other'],
    ['Getting logs...', 'other'],
  ])('%s → %s', (line, level) => {
    expect(classifyLogLevel(line)).toBe(level);
  });

  it('matches the tags as SPEC writes them, not lower-case look-alikes', () => {
    expect(classifyLogLevel('[error] lower case')).toBe('other');
    expect(classifyLogLevel('ERROR without brackets')).toBe('other');
  });

  it('lets the most severe tag win when a line carries several', () => {
    expect(classifyLogLevel('[INFO] retrying after [ERROR] refused')).toBe('error');
    expect(classifyLogLevel('[DEBUG] [WARN] slow')).toBe('warn');
  });
});
