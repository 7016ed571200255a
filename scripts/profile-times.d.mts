/** A CPU profile as the DevTools protocol's Profiler.stop gives it (the fields profileTimes reads). */
export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string } }>;
  samples?: number[];
  timeDeltas?: number[];
}

export declare const profileTimes: (profile: CpuProfile | undefined) => { js: number; gc: number; busy: number };
