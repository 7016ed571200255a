/**
 * Issue 35: the charts' value axes mark round values in the unit they show, chosen from the top value
 * (SPEC §9, base 1024): 0, 5, 10, 15 KB/s, not 4.88, 9.77, 14.65 KB/s; nodes online in whole numbers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FleetThroughputChart } from '../../../../src/components/charts/FleetThroughputChart';
import { ThroughputChart } from '../../../../src/components/charts/ThroughputChart';
import type { FleetSeries, ThroughputSeries } from '../../../../src/providers/history/types';
import { renderInAdmin } from '../../../integration/helpers/renderAdmin';
import { at, freezeClock, MIN } from './fixtures';

beforeEach(freezeClock);
afterEach(() => {
  vi.useRealTimers();
});

const KB = 1024;

const series = (rx: number[], tx: number[]): ThroughputSeries => ({
  from: at(14, 0),
  to: at(14, rx.length),
  stepMs: MIN,
  points: rx.map((value, index) => ({ t: at(14, index), rx: value, tx: tx[index] })),
  coverage: [[at(14, 0), at(14, rx.length)]],
});

const yTicks = (container: HTMLElement, panel = container) =>
  [...panel.querySelectorAll('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')].map((label) => label.textContent?.replace(/\s/g, ' '));

describe('value axes', () => {
  it('mark a node’s traffic on round kilobytes per second', () => {
    const { container } = renderInAdmin(<ThroughputChart series={series([2 * KB, 14.65 * KB, 9 * KB], [KB, 3 * KB, 0])} title="Node traffic" />);
    expect(yTicks(container)).toEqual(['0 KB/s', '5 KB/s', '10 KB/s', '15 KB/s']);
  });

  it('mark hundreds of megabytes per second on round hundreds', () => {
    const MB = 1024 * KB;
    const { container } = renderInAdmin(<ThroughputChart series={series([300 * MB, 476.84 * MB], [0, 10 * MB])} title="Node traffic" />);
    expect(yTicks(container)).toEqual(['0 MB/s', '200 MB/s', '400 MB/s', '600 MB/s']);
  });

  it('mark the fleet’s throughput in one unit and its nodes online in whole numbers', () => {
    const fleet: FleetSeries = {
      ...series([160 * KB, 250 * KB, 210 * KB], [0, 0, 0]),
      points: [160, 250, 210].map((kb, index) => ({ t: at(14, index), rx: kb * KB, tx: 0, online: [3, 5, 4][index], total: 6 })),
    };
    const { container } = renderInAdmin(<FleetThroughputChart series={fleet} />);
    const [throughput, online] = [...container.querySelectorAll('section')];
    expect(yTicks(container, throughput)).toEqual(['0 KB/s', '100 KB/s', '200 KB/s', '300 KB/s']);
    expect(yTicks(container, online)).toEqual(['0', '2', '4', '6']);
  });
});
