/**
 * Where a thread's time went over a CPU profile (Profiler.start … Profiler.stop), in ms: `js` (samples in
 * JavaScript, whatever ran it: tasks, event handlers, microtasks), `gc` (garbage collection) and `busy`
 * (every sample but idle ones: also the browser's own work on the thread). Chromium's ScriptDuration
 * (bench-support chromiumMetrics) leaves microtasks out: a promise reaction's work counts 0 there (e2e
 * benchInstrument.e2e.ts), so it cannot compare a console that renders in microtasks (Vue's scheduler)
 * with one that renders in tasks (React's).
 */
export const profileTimes = (profile) => {
  const times = { js: 0, gc: 0, busy: 0 };
  if (!profile?.samples) return times;
  const names = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas?.[index + 1] ?? 0) / 1000;
    const name = names.get(id);
    if (name === '(idle)') return;
    times.busy += ms;
    if (name === '(garbage collector)') times.gc += ms;
    else if (name !== '(program)') times.js += ms;
  });
  return times;
};
