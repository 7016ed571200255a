/**
 * Issue 41 point 5, without a gateway: every refusal recorded in tests/gateway/refusals/cases.ts (the
 * real gateway's words, which tests/gateway/refusals.gateway.ts holds it to) becomes its sentence in
 * English and French, on its field; so do the refusals no test gateway can be made to give, and any
 * words no gateway has said yet. No sentence carries the gateway's own wording.
 */
import { describe, expect, it } from 'vitest';
import { fieldRefusal, saveRefusal, validationRefusals } from '../../../src/providers/gatewayRefusals';
import { REFUSALS, UNREACHABLE, type Vars } from '../../gateway/refusals/cases';
import { formShows, problemsOf, startVars, type Answered } from '../../gateway/refusals/check';

const v: Vars = { ...startVars('rf-unit', [32760, 32767], '127.0.0.1'), local: 1, A: 2, 'A.address': '10.0.0.2', B: 3, 'B.address': '10.0.0.3', G: 4, D1: 1, H: 2, T: 1, 'T.port': 32760, free1: 32760, free2: 32761, 'U.port': 32761 };

/** A certbot failure as the reference words it (its command and output), for the cases that quote it. */
const certbotSaid = (domain: string) =>
  `Command failed: certbot certonly --non-interactive --agree-tos --webroot -w /var/www/letsencrypt -m admin@wiredoor.local -d ${domain}\n` +
  'Saving debug log to /var/log/letsencrypt/letsencrypt.log\nCertbot failed to authenticate some domains (authenticator: webroot).';

const recorded = (said: (typeof REFUSALS)[number]['said'], status: number, name: string): Answered => {
  if (typeof said === 'function') return { status, body: { status: 'error', message: certbotSaid(name.includes('turned') ? String(v.domain1) : `${v.run}-c.example.com`) } };
  const fill = (text: string) => text.replace(/\{([A-Za-z0-9_.]+)\}/g, (_, key: string) => String(v[key]));
  if (typeof said === 'string') return { status, body: { status: 'error', message: fill(said) } };
  return { status, body: { message: 'Validation failed', errors: { body: said.map((entry) => ({ ...entry, message: fill(entry.message) })) } } };
};

/** Words of the gateway's validators that must never reach the screen. */
const GATEWAY_WORDING = /"value"|failed custom validation|Record already exists|fails to match|must be a valid ip address|is not allowed|Command failed|SQLITE|Cannot read properties/;

describe('the refusals a gateway gives the forms', () => {
  it.each(REFUSALS.map((refusal) => [refusal.name, refusal] as const))('%s', (_name, refusal) => {
    const answer = recorded(refusal.said, refusal.status, refusal.name);
    expect(problemsOf(refusal, answer, v)).toEqual([]);
    for (const language of ['en', 'fr'] as const) {
      for (const sentence of Object.values(formShows(refusal, answer, language))) expect(sentence).not.toMatch(GATEWAY_WORDING);
    }
  });

  it.each(UNREACHABLE.map((entry) => [entry.message, entry] as const))('%s', (_message, entry) => {
    const answer: Answered = { status: 422, body: { message: 'Validation failed', errors: { body: [{ field: entry.field, message: entry.message }] } } };
    expect(formShows({ resource: 'tcp_services' }, answer, 'en')).toEqual({ [entry.field]: entry.shows.en });
    expect(formShows({ resource: 'tcp_services' }, answer, 'fr')).toEqual({ [entry.field]: entry.shows.fr });
  });
});

describe('words no gateway of the collection said', () => {
  const answer = (field: string, message: string): Answered => ({ status: 422, body: { message: 'Validation failed', errors: { body: [{ field, message }] } } });

  it.each([
    ['name', '"name" must be a valid ip address of one of the following versions [ipv6]', 'Enter an IP address.'],
    ['name', 'This field contains an invalid value', 'The gateway does not accept this value.'],
    ['name', '"nickname" is not allowed', 'This gateway does not know the field “nickname”: it may run another version of Wiredoor.'],
    ['allowedIps.1', '"allowedIps[1]" contains a duplicate value', 'This entry is already in the list.'],
    ['name', '"name" with value "x" fails to match the required pattern: /^a/', 'This value does not have the form the gateway expects.'],
    ['proto', 'This field must be tcp', 'Choose one of: tcp.'],
    ['name', 'Record already exists with the same value in name', 'This value is already used on the gateway.'],
    ['name', 'This field must be at least 3 characters long', 'This field must be at least 3 characters long'],
    ['', 'Something went wrong', 'The gateway refused this value.'],
  ])('%s: %s', (field, message, sentence) => {
    const shown = formShows({ resource: 'nodes' }, answer(field, message), 'en');
    expect(Object.values(shown)).toEqual([sentence]);
    expect(Object.values(formShows({ resource: 'nodes' }, answer(field, message), 'fr'))[0]).not.toMatch(/^MISSING/);
  });

  it('puts an object-level refusal without a known rule above the fields', () => {
    expect(validationRefusals([{ field: '', message: 'Something went wrong' }])).toEqual([{ field: 'root', message: 'app.refusals.unknown' }]);
    expect(fieldRefusal('name', 'anything at all')).toBe('app.refusals.unknown');
  });

  it('leaves a save refusal it does not know to the gateway’s toast, and knows the resource a rule is for', () => {
    expect(saveRefusal('nodes', 400, 'Something went wrong')).toBeUndefined();
    expect(saveRefusal('nodes', 400, "Cannot read properties of null (reading 'node')")).toBeUndefined();
    expect(saveRefusal('http_services', 400, "Cannot read properties of null (reading 'node')")).toEqual({ field: 'root', message: 'app.refusals.service_gone' });
  });
});
