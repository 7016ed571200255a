import { describe, expect, it } from 'vitest';
import { RateMeter } from '../../../src/logs/RateMeter';

describe('RateMeter', () => {
  it('reports lines per second over its window', () => {
    const meter = new RateMeter(2000);
    expect(meter.sample(0, 0)).toBe(0);
    expect(meter.sample(500, 500)).toBe(1000);
    expect(meter.sample(2000, 1000)).toBe(2000);
  });

  it('forgets samples older than the window, so a stopped stream falls to zero', () => {
    const meter = new RateMeter(1000);
    meter.sample(0, 0);
    meter.sample(1000, 500);
    meter.sample(1000, 1500);
    meter.sample(1000, 2500);
    expect(meter.sample(1000, 3500)).toBe(0);
  });
});
