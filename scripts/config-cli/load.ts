/** The two readings every command starts from: the file (checked, each problem at its line) and the gateway. */
import { readFileSync } from 'node:fs';
import type { Api } from '../../src/providers/apiClient';
import { placeProblems, planChanges, readConfigText, readGateway, type ConfigFile, type FileProblem, type GatewayState, type Plan } from '../../src/providers/configFile';
import type { CliArgs } from './args';
import { reasonOf, say } from './messages';
import { connect, notAGatewayApi } from './session';
import { ReportedError, UserError } from './userError';

const report = (lines: string[]) => {
  for (const line of lines) console.error(line);
  throw new ReportedError();
};

/** `file:LINE field: message`, as compilers print them, so that editors and terminals link to the place. */
const problemLine = (file: string, { line, field, message }: FileProblem) => `${file}${line ? `:${line}` : ''}${field ? ` ${field}` : ''}: ${say(message)}`;

/** The file's configuration, or its problems, each at its place. */
export const loadFile = (file: string): { config: ConfigFile; text: string } => {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UserError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
  }
  const reading = readConfigText(text);
  if (reading.ok) return { config: reading.file, text };
  return report([
    ...reading.problems.map((problem) => problemLine(file, problem)),
    `${file}: ${reading.problems.length} problem${reading.problems.length === 1 ? '' : 's'}; nothing was sent to the gateway.`,
  ]);
};

/** Everything the gateway holds that a file can describe. */
export const loadGateway = async (args: CliArgs): Promise<{ api: Api; state: GatewayState }> => {
  const api = await connect(args.gateway, process.env);
  try {
    return { api, state: await readGateway(api) };
  } catch (error) {
    // With GATEWAY_TOKEN there was no sign-in: this reading is the first call, where another server shows.
    const notAGateway = process.env.GATEWAY_TOKEN ? notAGatewayApi(error, args.gateway, 'its API') : undefined;
    throw notAGateway ?? new UserError(`Reading ${args.gateway} failed: ${reasonOf(error)}`);
  }
};

/** The plan of `file` against the gateway, or the reasons there is none (a name the gateway holds twice…). */
export const loadPlan = async (args: CliArgs & { file: string }): Promise<{ api: Api; state: GatewayState; plan: Plan }> => {
  const { config, text } = loadFile(args.file);
  const { api, state } = await loadGateway(args);
  const outcome = planChanges(config, state, { prune: args.prune });
  if (outcome.ok) return { api, state, plan: outcome.plan };
  return report([
    ...placeProblems(text, outcome.problems).map((problem) => problemLine(args.file, problem)),
    `${args.file}: no plan; nothing was changed.`,
  ]);
};
