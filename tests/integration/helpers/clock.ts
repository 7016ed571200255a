import { getHours, set, subDays } from 'date-fns';

/**
 * Where tests that fake Date start their clock: the start of a minute at least ten minutes ago (the
 * signed-in session's cookie must not have expired by then), moved to 20:00 when that minute is
 * between 23:00 and 04:00. Hours of history before it and minutes after it then fall on one day, and
 * the charts write their times without a date whatever hour the suite runs at.
 */
export const fakeClockStart = (now = Date.now()): number => {
  const recent = Math.floor(now / 60_000) * 60_000 - 10 * 60_000;
  const hour = getHours(recent);
  if (hour >= 4 && hour < 23) return recent;
  const evening = set(recent, { hours: 20, minutes: 0, seconds: 0, milliseconds: 0 });
  return (hour < 4 ? subDays(evening, 1) : evening).getTime();
};
