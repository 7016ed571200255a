/**
 * A Vite plugin that shows a build moving: on a terminal one line counting the modules read,
 * rewritten in place; elsewhere (CI, a pipe) a line every few seconds. It ends with the build's time.
 */
const TERMINAL_EVERY_MS = 250;
const PIPE_EVERY_MS = 5000;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** `label`: what is being built, e.g. "the demo gateway"; `outDir`: where it goes, said at the end. */
export const buildProgress = (label, outDir, stream = process.stdout) => {
  const terminal = Boolean(stream.isTTY);
  let modules = 0;
  let started = 0;
  let phase = 'read';
  let timer;
  const show = (text) => stream.write(terminal ? `\r\x1b[K${text}` : `${text}\n`);
  const stopTimer = () => clearInterval(timer);
  return {
    name: 'build-progress',
    apply: 'build',
    buildStart() {
      started = performance.now();
      modules = 0;
      phase = 'read';
      stream.write(`Building ${label}…\n`);
      timer = setInterval(() => show(`  ${modules} modules ${phase}… ${seconds(performance.now() - started)}`), terminal ? TERMINAL_EVERY_MS : PIPE_EVERY_MS);
      timer.unref();
    },
    moduleParsed() {
      modules += 1;
    },
    buildEnd(error) {
      phase = 'read, writing the bundles';
      if (error) stopTimer();
    },
    closeBundle() {
      stopTimer();
      show(`  ✓ ${modules} modules in ${seconds(performance.now() - started)} → ${outDir}/`);
      if (terminal) stream.write('\n');
    },
  };
};
