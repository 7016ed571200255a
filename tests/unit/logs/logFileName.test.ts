import { describe, expect, it } from 'vitest';
import { logFileName } from '../../../src/logs/logFileName';

describe('logFileName', () => {
  const at = new Date('2024-05-01T10:20:30.456Z');

  it('names the file after its source and the time, with a .log extension', () => {
    expect(logFileName('example.com', at)).toBe('example.com-2024-05-01T10-20-30Z.log');
  });

  it('replaces whatever a file system could choke on', () => {
    expect(logFileName('node1-http2-my api/v2', at)).toBe('node1-http2-my_api_v2-2024-05-01T10-20-30Z.log');
    expect(logFileName('../etc', at)).toBe('etc-2024-05-01T10-20-30Z.log');
    expect(logFileName('', at)).toBe('logs-2024-05-01T10-20-30Z.log');
  });
});
