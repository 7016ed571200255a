/**
 * One step of the sequence sent to both gateways, and what differs: the status, the content type,
 * an error's exact body, a success's shape, named headers, an event stream's first frames, and any
 * answer of either gateway that breaks openapi.yaml.
 */
import { answerProblem, frameProblem, type Method } from '../../../mocks/contract/validator';
import { newClientAddress } from '../realGateway';
import { iniSkeleton, shapeDifferences, shapeOf, valueDifferences, withPlaceholders, type PathDifference } from './compare';
import type { Answer, Gateway, Side } from './gateways';
import { placeholdersOf, type Step, type StepContext, type Vars } from './sequence';

export interface Difference extends PathDifference {
  step: string;
  /** The request as sent to the real gateway (and to the demo, where its ids differ). */
  request: string;
  statuses: string;
}

export interface Party {
  gateway: Gateway;
  /** Values captured from this gateway's answers. */
  v: Vars;
}

interface Sent {
  request: string;
  answers: Answer[];
}

const resolve = <T>(value: T | ((c: StepContext) => T), c: StepContext): T =>
  typeof value === 'function' ? (value as (c: StepContext) => T)(c) : value;

const withToken = (path: string, token: string) => `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;

const abbreviate = (text: string, length = 160) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** Sends a step to one gateway (several times for a rate limit), as its own client. */
const perform = async (step: Step, party: Party, side: Side): Promise<Sent> => {
  const c: StepContext = { v: party.v, side };
  let path = resolve(step.path, c);
  const body = step.body === undefined ? undefined : resolve(step.body, c);
  const headers: Record<string, string> = {};
  if (step.freshClient) {
    headers['X-Forwarded-For'] = newClientAddress();
  } else {
    const session = await party.gateway.client();
    headers['X-Forwarded-For'] = session.address;
    if (step.auth === undefined || step.auth === 'admin') headers.Authorization = `Bearer ${session.token}`;
    if (step.auth === 'query') path = withToken(path, session.token);
  }
  if (step.frames !== undefined) headers['Accept-Encoding'] = step.compressed ? 'gzip, deflate, br' : 'identity';
  if (step.auth === 'forged') headers.Authorization = 'Bearer not.a.jwt';
  if (step.auth === 'pat') headers.Authorization = `Bearer ${String(party.v.patToken)}`;
  const answers: Answer[] = [];
  for (let i = 0; i < (step.freshClient ?? 1); i += 1) {
    answers.push(
      await party.gateway.send({ method: step.method, path, body, raw: step.raw, headers, frames: step.frames, waitMs: step.waitMs }),
    );
  }
  const shown = step.raw ?? (body === undefined ? '' : JSON.stringify(body));
  return { request: `${step.method} ${path.replace(/token=[^&]+/, 'token=…')}${shown ? ` ${abbreviate(shown, 200)}` : ''}`, answers };
};

const contractProblems = (step: Step, answer: Answer): string[] => {
  if (!step.op || answer.status === 0) return [];
  const [method, path] = step.op.split(' ');
  const problems: string[] = [];
  const problem = answerProblem(method.toLowerCase() as Method, path, answer.status, answer.contentType, answer.frames ? '' : answer.text);
  if (problem) problems.push(problem);
  for (const frame of answer.frames ?? []) {
    if (frame.event) continue;
    let data: unknown;
    try {
      data = JSON.parse(frame.data);
    } catch {
      problems.push(`GET ${path} frame is not JSON: ${abbreviate(frame.data)}`);
      continue;
    }
    const frameIssue = frameProblem(path, data);
    if (frameIssue) problems.push(frameIssue);
  }
  return problems;
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** What differs between two answers of the same step (the status first: when it differs, nothing else is compared). */
const answerDifferences = (step: Step, real: Answer, demo: Answer, placeholders: Record<Side, [string, string][]>): PathDifference[] => {
  const differences: PathDifference[] = [];
  const ours = (side: Side, value: unknown) => withPlaceholders(value, placeholders[side]);
  if (real.status !== demo.status) {
    const shown = (answer: Answer) => (answer.status === 0 ? 'no answer in time' : `${answer.status} ${abbreviate(answer.text)}`);
    return [{ where: 'status', real: shown(real), demo: shown(demo) }];
  }
  if (real.mediaType !== demo.mediaType) differences.push({ where: 'content-type', real: real.contentType || 'none', demo: demo.contentType || 'none' });
  for (const name of step.headers ?? []) {
    const [a, b] = [ours('real', real.headers.get(name)), ours('demo', demo.headers.get(name))];
    if (a !== b) differences.push({ where: `header ${name}`, real: String(a ?? 'absent'), demo: String(b ?? 'absent') });
  }
  for (const name of step.presentHeaders ?? []) {
    const [a, b] = [real.headers.has(name), demo.headers.has(name)];
    if (a !== b) differences.push({ where: `header ${name}`, real: a ? 'present' : 'absent', demo: b ? 'present' : 'absent' });
  }
  if (real.frames && demo.frames) {
    if (real.frames.length !== demo.frames.length) {
      differences.push({ where: 'frames', real: `${real.frames.length} frame(s)${real.ended ? ', then closed' : ''}`, demo: `${demo.frames.length} frame(s)${demo.ended ? ', then closed' : ''}` });
    }
    real.frames.slice(0, demo.frames.length).forEach((frame, i) => {
      const other = demo.frames![i];
      const where = `frames[${i}]`;
      if (frame.event !== other.event) differences.push({ where: `${where}.event`, real: frame.event ?? 'message', demo: other.event ?? 'message' });
      if (frame.event || other.event) return; // a named event's data is plain text (tail's own words)
      const [a, b] = [ours('real', parseJson(frame.data)), ours('demo', parseJson(other.data))];
      differences.push(...(step.exactFrames ? valueDifferences(a, b, where) : shapeDifferences(shapeOf(a), shapeOf(b), where)));
    });
    return differences;
  }
  if (step.ini) {
    return [...differences, ...valueDifferences(iniSkeleton(real.text), iniSkeleton(demo.text), '$lines')];
  }
  const a = ours('real', real.json !== undefined ? real.json : real.text);
  const b = ours('demo', demo.json !== undefined ? demo.json : demo.text);
  const exact = step.exact || real.status >= 300 || typeof a !== 'object' || typeof b !== 'object';
  return [...differences, ...(exact ? valueDifferences(a, b) : shapeDifferences(shapeOf(a), shapeOf(b)))];
};

export class StepFailed extends Error {}

/**
 * Runs a step on both gateways at once, captures what it gives each, and lists the differences
 * (none for a one-sided set-up step). `must` failures stop the run.
 */
export const runStep = async (step: Step, parties: Record<Side, Party>): Promise<Difference[]> => {
  const sides: Side[] = step.only ? [step.only] : ['real', 'demo'];
  const sent = Object.fromEntries(await Promise.all(sides.map(async (side) => [side, await perform(step, parties[side], side)] as const))) as Partial<
    Record<Side, Sent>
  >;
  for (const side of sides) {
    const last = sent[side]!.answers.at(-1)!;
    if (step.capture && last.status === 200 && last.json !== undefined) {
      const captured = step.capture(last.json as never, { v: parties[side].v, side });
      for (const [key, value] of Object.entries(captured)) if (value !== undefined) parties[side].v[key] = value;
    }
  }
  if (step.only) {
    const last = sent[step.only]!.answers.at(-1)!;
    if (last.status >= 300) throw new StepFailed(`${step.name}: ${sent[step.only]!.request} → ${last.status} ${abbreviate(last.text)}`);
    return [];
  }
  const real = sent.real!;
  const demo = sent.demo!;
  const [realLast, demoLast] = [real.answers.at(-1)!, demo.answers.at(-1)!];
  const request = real.request === demo.request ? real.request : `${real.request}  (demo: ${demo.request})`;
  const statuses = `real ${realLast.status}, demo ${demoLast.status}`;
  if (step.must !== undefined && (realLast.status !== step.must || demoLast.status !== step.must)) {
    throw new StepFailed(
      `${step.name}: ${request} must answer ${step.must}\n    real ${realLast.status} ${abbreviate(realLast.text, 400)}\n    demo ${demoLast.status} ${abbreviate(demoLast.text, 400)}`,
    );
  }
  const placeholders = { real: placeholdersOf(parties.real.v), demo: placeholdersOf(parties.demo.v) };
  const differences: PathDifference[] = [];
  if (real.answers.length > 1) {
    const [a, b] = [real.answers.map((answer) => answer.status).join(' '), demo.answers.map((answer) => answer.status).join(' ')];
    if (a !== b) differences.push({ where: 'statuses', real: a, demo: b });
  }
  differences.push(...answerDifferences(step, realLast, demoLast, placeholders));
  for (const side of ['real', 'demo'] as const) {
    for (const answer of sent[side]!.answers) {
      for (const problem of contractProblems(step, answer)) {
        differences.push({ where: `openapi.yaml (${side})`, real: side === 'real' ? problem : 'kept', demo: side === 'demo' ? problem : 'kept' });
      }
    }
  }
  return differences.map((difference) => ({ ...difference, step: step.name, request, statuses }));
};

/** The readable report: one block per step, each differing place on a line of its own. */
export const formatDifferences = (differences: Difference[]): string => {
  const byStep = new Map<string, Difference[]>();
  for (const difference of differences) byStep.set(difference.step, [...(byStep.get(difference.step) ?? []), difference]);
  return [...byStep.entries()]
    .map(([step, list]) =>
      [`✗ ${step}`, `    ${list[0].request}`, `    ${list[0].statuses}`, ...list.map((d) => `    ${d.where}: real ${d.real}  |  demo ${d.demo}`)].join('\n'),
    )
    .join('\n\n');
};
