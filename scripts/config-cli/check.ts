/**
 * `check [service]`: the console's check of each service from the gateway to its backend
 * (src/providers/serviceCheck), printed step by step in the console's words, for cron or CI: exit 0 when
 * every service passes, 2 when one fails (a step that cannot be known does not fail it), 1 on an error.
 * The gateway is read once (domains, nodes with their runtime, services), then each HTTP backend is
 * checked, one call at a time.
 */
import { format } from 'date-fns';
import type { Domain, Node, Service, ServiceType } from '../../src/api/types';
import { formatDuration } from '../../src/components/format';
import type { Api } from '../../src/providers/apiClient';
import { readAll } from '../../src/providers/configFile';
import { backendCheckOf, messageText, walkService, type BackendFact, type CheckReport, type Message, type StepResult } from '../../src/providers/serviceCheck';
import { EXIT, type CliArgs } from './args';
import { reasonOf, say } from './messages';
import { connect, notAGatewayApi } from './session';
import { UserError } from './userError';

const PAGE = 1_000;

interface Listed {
  type: ServiceType;
  service: Service;
}

interface GatewayRecords {
  domains: Domain[];
  nodes: Node[];
  services: Listed[];
  at: number;
}

const readRecords = async (api: Api, gateway: string): Promise<GatewayRecords> => {
  try {
    const domains = await readAll((page) => api.get('/domains', { query: { page, limit: PAGE } }));
    const nodes = await readAll((page) => api.get('/nodes', { query: { page, limit: PAGE } }));
    const http = await readAll((page) => api.get('/services/http', { query: { page, limit: PAGE } }));
    const tcp = await readAll((page) => api.get('/services/tcp', { query: { page, limit: PAGE } }));
    const services = [...http.map((service): Listed => ({ type: 'http', service })), ...tcp.map((service): Listed => ({ type: 'tcp', service }))];
    return { domains, nodes, services, at: Date.now() };
  } catch (error) {
    const notAGateway = process.env.GATEWAY_TOKEN ? notAGatewayApi(error, gateway, 'its API') : undefined;
    throw notAGateway ?? new UserError(`Reading ${gateway} failed: ${reasonOf(error)}`);
  }
};

const text = (message: Message) =>
  messageText(message, {
    translate: (key, args) => say(key, args),
    duration: (ms) => formatDuration(ms),
    time: (at) => format(at, 'yyyy-MM-dd HH:mm'),
  });

const MARK: Record<StepResult['verdict'], string> = { pass: '✔', warn: '!', fail: '✘', unknown: '?' };
const INDENT = ' '.repeat(19);

export const reportLines = (report: CheckReport, nodeName: string): string[] => {
  const { service, type } = report;
  const kind = type === 'http' ? 'HTTP' : (((service as { proto?: string }).proto ?? 'tcp') as string).toUpperCase();
  const lines = [`${service.name} (${kind} on ${nodeName}${service.publicAccess ? `, ${service.publicAccess}` : ''})`];
  for (const step of report.steps) {
    const name = say(`app.check.steps.${step.id}`);
    lines.push(`  ${MARK[step.verdict]} ${name.padEnd(14)} ${say(`app.check.verdict.${step.verdict}`)}: ${step.findings.map(text).join('. ')}`);
    if (step.advice) lines.push(`${INDENT}${say('app.check.what_to_do', { advice: text(step.advice) })}`);
    lines.push(`${INDENT}(${text(step.source)}, ${format(step.at, 'HH:mm:ss')})`);
  }
  lines.push(`  ${report.firstBroken ? say('app.check.first_broken', { step: say(`app.check.steps.${report.firstBroken.id}`) }) : say('app.check.all_pass')}`);
  return lines;
};

/** The backend check, or why the gateway cannot make it (behind a gateway node it asks the node itself). */
const backendOf = async (api: Api, { type, service }: Listed, node: Node | undefined): Promise<BackendFact | undefined> => {
  if (type !== 'http') return undefined;
  if (node?.isGateway && !node.isLocal && service.backendHost && service.backendHost !== node.address) return { untestable: true };
  const fact = await backendCheckOf(api, service as Service & { pathLocation?: string | null });
  if ('unchecked' in fact && (fact.refusedStatus === 401 || fact.refusedStatus === 403)) throw new UserError(`The gateway refused the check: ${'text' in fact.unchecked ? fact.unchecked.text : say(fact.unchecked.key)}`);
  return fact;
};

export const checkCommand = async (args: CliArgs): Promise<number> => {
  const api = await connect(args.gateway, process.env);
  const records = await readRecords(api, args.gateway);
  const named = args.file;
  const chosen = named ? records.services.filter(({ service }) => service.name === named) : records.services;
  if (named && chosen.length === 0) throw new UserError(`${args.gateway} has no service named "${named}".`);
  let failed = 0;
  for (const listed of chosen) {
    const node = records.nodes.find((candidate) => candidate.id === listed.service.nodeId);
    const domain = listed.service.domain ? (records.domains.find((candidate) => candidate.domain.toLowerCase() === listed.service.domain!.toLowerCase()) ?? null) : undefined;
    const backend = await backendOf(api, listed, node);
    const report = walkService({
      ...listed,
      serviceAt: records.at,
      node: { value: node ?? null, at: records.at },
      ...(domain !== undefined && { domain: { value: domain, at: records.at } }),
      backend,
      now: Date.now(),
      listed: true,
    });
    if (report.firstBroken) failed += 1;
    console.log([...reportLines(report, node?.name ?? `#${listed.service.nodeId}`), ''].join('\n'));
  }
  console.log(`${chosen.length} service${chosen.length === 1 ? '' : 's'} checked on ${args.gateway}: ${chosen.length - failed} pass, ${failed} fail${failed === 1 ? 's' : ''}.`);
  return failed > 0 ? EXIT.pending : EXIT.ok;
};
