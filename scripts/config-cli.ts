/**
 * `npm run config -- export|plan|apply [file] --gateway URL`: a gateway's configuration as a file,
 * from the command line, through the same module as the console (src/providers/configFile); and
 * `check [service]`, the console's check of services from the edge to their backend
 * (src/providers/serviceCheck). Every failure ends as a message and exit code 1, never a stack trace.
 * See docs/configuration.md.
 */
import { EXIT, readArgs, USAGE } from './config-cli/args';
import { paceRequests, sentLogFile } from './config-cli/pace';
import { ReportedError } from './config-cli/userError';

const run = async (): Promise<number> => {
  const args = readArgs(process.argv.slice(2), process.env);
  if (!args) {
    console.log(USAGE);
    return EXIT.ok;
  }
  paceRequests({
    budget: args.requestsPerMinute,
    log: sentLogFile(args.gateway),
    // A pause of a second or two goes unsaid; a longer one would look like a hang.
    notify: (waitMs) => {
      if (waitMs >= 3_000) console.error(`(waiting ${Math.ceil(waitMs / 1000)} s: the gateway takes at most 60 requests a minute from one address)`);
    },
  });
  // Loaded once the arguments are known: the console's catalogue and client take seconds to load,
  // which --help and a mistyped option need not wait for.
  if (args.command === 'export') return (await import('./config-cli/commands')).exportCommand(args);
  if (args.command === 'check') return (await import('./config-cli/check')).checkCommand(args);
  const withFile = { ...args, file: args.file ?? '' };
  if (args.command === 'plan') return (await import('./config-cli/commands')).planCommand(withFile);
  return (await import('./config-cli/apply')).applyCommand(withFile);
};

run().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (!(error instanceof ReportedError)) console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = EXIT.failed;
  },
);
