/** The command line of `npm run config`: which command, which file, which gateway, which options. */
import { parseArgs } from 'node:util';
import { REQUESTS_PER_MINUTE } from './pace';
import { UserError } from './userError';

export type Command = 'export' | 'plan' | 'apply' | 'check';

/** Exit codes, as `terraform plan -detailed-exitcode` has them, for scripts and CI (check: 2 when a service fails). */
export const EXIT = { ok: 0, failed: 1, pending: 2 } as const;

export interface CliArgs {
  command: Command;
  /** The file; for check, the name of the service to check (all without one). */
  file?: string;
  /** The gateway's origin, without a trailing slash (the API is this + `/api`). */
  gateway: string;
  prune: boolean;
  yes: boolean;
  /** Where the WireGuard configurations of created nodes go. */
  out: string;
  /** The pace of requests (GATEWAY_REQUESTS_PER_MINUTE; 0: none). */
  requestsPerMinute: number;
}

export const USAGE = `Usage: npm run config -- <command> [file] --gateway URL [options]

A gateway's configuration as a file (YAML): see docs/configuration.md.

Commands:
  export [file]      write the gateway's configuration to file (standard output without one)
  plan <file>        show what applying file would change; exit 0: nothing, 2: changes pending, 1: error
  apply <file>       show the plan, ask for confirmation, then apply it step by step
  check [service]    check every service (or those named so) from the gateway to its backend, step by
                     step; exit 0: every service passes, 2: one fails, 1: error

Options:
  --gateway URL   the gateway's address, e.g. https://gw.example.com (default: $GATEWAY_URL)
  --prune         also delete what the gateway holds and the file does not list
  --yes           apply without asking (needed when not running in a terminal)
  --out DIR       where apply writes the WireGuard configurations of new nodes (default: .)
  -h, --help      show this help

Credentials: GATEWAY_USER and GATEWAY_PASSWORD (the gateway's admin), or GATEWAY_TOKEN.
GATEWAY_REQUESTS_PER_MINUTE: requests sent per minute at most (default ${REQUESTS_PER_MINUTE}; 0: no limit).`;

const COMMANDS: Command[] = ['export', 'plan', 'apply', 'check'];

/** The gateway's origin: an http(s) URL, without a trailing slash or `/api`. */
const gatewayOrigin = (value: string | undefined): string => {
  if (!value) throw new UserError('No gateway given: pass --gateway URL (e.g. --gateway https://gw.example.com) or set GATEWAY_URL.');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UserError(`"${value}" is not a URL: pass the gateway's address, e.g. --gateway https://gw.example.com`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UserError(`"${value}" is not an http or https address.`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '').replace(/\/api$/, '');
};

const pace = (value: string | undefined): number => {
  if (value === undefined || value === '') return REQUESTS_PER_MINUTE;
  if (!/^\d+$/.test(value)) throw new UserError(`GATEWAY_REQUESTS_PER_MINUTE="${value}": a whole number is needed (0: no limit).`);
  return Number(value);
};

/** The parsed command line; `null` when help was asked for. */
export const readArgs = (argv: string[], env: NodeJS.ProcessEnv): CliArgs | null => {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    // parseArgs's first sentence names the problem ("Unknown option '--prunes'"); the usage is one flag away.
    throw new UserError(`${(error as Error).message.split('. ')[0]}. See --help.`);
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length === 0) return null;
  const [command, file, ...extra] = positionals;
  if (!COMMANDS.includes(command as Command)) throw new UserError(`Unknown command "${command}": use export, plan, apply or check. See --help.`);
  if (extra.length > 0) throw new UserError(`${command === 'check' ? 'One service name only' : 'One file only'} (also given: ${extra.join(' ')}). See --help.`);
  if (command !== 'export' && command !== 'check' && !file) throw new UserError(`${command} needs a file: npm run config -- ${command} gateway.yaml --gateway URL`);
  return {
    command: command as Command,
    file,
    gateway: gatewayOrigin(values.gateway ?? env.GATEWAY_URL),
    prune: values.prune ?? false,
    yes: values.yes ?? false,
    out: values.out ?? '.',
    requestsPerMinute: pace(env.GATEWAY_REQUESTS_PER_MINUTE),
  };
};

const parse = (argv: string[]) =>
  parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      gateway: { type: 'string' },
      prune: { type: 'boolean' },
      yes: { type: 'boolean' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
