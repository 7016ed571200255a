/**
 * Sending the refusal cases (cases.ts) to a gateway and holding its answers to them: the status and
 * the gateway's words as collected, then the sentences the console's forms make of the answer, in
 * English and French, through the same mapping as the forms (toHttpError, then refusedSave for a
 * save's 400 and 404) and the same catalogues.
 */
import Polyglot from 'node-polyglot';
import { parseVmsg } from '../../../src/api/schemas/message';
import { en } from '../../../src/i18n/en';
import { fr } from '../../../src/i18n/fr';
import { refusedSave, toHttpError } from '../../../src/providers/httpErrors';
import { fill, SETUPS, type Call, type GatewayKind, type RefusalCase, type Vars } from './cases';

export interface Answered {
  status: number;
  /** The parsed JSON body (or the text of any other). */
  body: unknown;
}

export type Send = (call: Call) => Promise<Answered>;

const catalogues = {
  en: new Polyglot({ locale: 'en', phrases: en, onMissingKey: (key: string) => `MISSING ${key}` }),
  fr: new Polyglot({ locale: 'fr', phrases: fr, onMissingKey: (key: string) => `MISSING ${key}` }),
};

export type Language = keyof typeof catalogues;

const say = (language: Language, message: string) => {
  const { key, args } = parseVmsg(message);
  return catalogues[language].t(key, args);
};

/**
 * The values a run starts from: its unique prefix, the public TCP ports of the gateway at hand, and
 * its own public address (VPN_HOST), as a /24 that a gateway node may not route.
 */
export const startVars = (run: string, range: [number, number], gatewayIp: string): Vars => ({
  run,
  domain1: `${run}-1.example.com`,
  'range.min': range[0],
  'range.max': range[1],
  gatewaySubnet: `${gatewayIp.split('.').slice(0, 3).join('.')}.0/24`,
});

/** Makes the records the cases of `kind` refer to (a set-up call that fails stops the run). */
export const runSetup = async (kind: GatewayKind, send: Send, v: Vars, { demo = false } = {}) => {
  for (const step of SETUPS[kind]) {
    if (step.demoOnly && !demo) continue;
    const call = step.call(v);
    const answer = await send(call);
    if (answer.status >= 300) throw new Error(`set-up ${call.method} ${call.path} ${JSON.stringify(call.body ?? '')}: ${answer.status} ${JSON.stringify(answer.body)}`);
    if (step.capture) Object.assign(v, step.capture(answer.body as never, v));
  }
};

/** What the gateway said, in the terms of `RefusalCase.said`. */
const saidBy = (answer: Answered): { field: string; message: string }[] | string => {
  const body = answer.body as { message?: unknown; errors?: Record<string, { field: string; message: string }[]> } | null;
  if (answer.status === 422) return Object.values(body?.errors ?? {}).flat();
  return typeof body?.message === 'string' ? body.message : JSON.stringify(answer.body);
};

/** The sentence per field a form shows for `answer`, in `language`. */
export const formShows = (refusal: Pick<RefusalCase, 'resource'>, answer: Answered, language: Language): Record<string, string> => {
  const error = refusedSave(refusal.resource, toHttpError(answer.status, answer.body)) as { body?: { errors?: Record<string, unknown> } };
  const errors = error.body?.errors ?? {};
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      say(language, typeof message === 'string' ? message : String((message as { sentence?: unknown }).sentence)),
    ]),
  );
};

const sorted = (record: Record<string, string>) => JSON.stringify(Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b))));

/** What differs from the case in `answer` (nothing when the gateway still answers as collected and the forms say the case's sentences). */
export const problemsOf = (refusal: RefusalCase, answer: Answered, v: Vars): string[] => {
  const problems: string[] = [];
  if (answer.status !== refusal.status) return [`status ${answer.status} (${JSON.stringify(answer.body)}), not ${refusal.status}`];
  const said = saidBy(answer);
  const expected = refusal.said;
  if (typeof expected === 'function') {
    if (typeof said !== 'string' || !expected(v).test(said)) problems.push(`said ${JSON.stringify(said)}, not ${String(expected(v))}`);
  } else {
    const filled = typeof expected === 'string' ? fill(expected, v) : expected.map((entry) => ({ ...entry, message: fill(entry.message, v) }));
    if (JSON.stringify(said) !== JSON.stringify(filled)) problems.push(`said ${JSON.stringify(said)}, not ${JSON.stringify(filled)}`);
  }
  for (const language of ['en', 'fr'] as const) {
    const shown = formShows(refusal, answer, language);
    const wanted = Object.fromEntries(Object.entries(refusal.shows).map(([field, sentence]) => [field, fill(sentence[language], v)]));
    if (sorted(shown) !== sorted(wanted)) problems.push(`shows (${language}) ${JSON.stringify(shown)}, not ${JSON.stringify(wanted)}`);
  }
  return problems;
};
