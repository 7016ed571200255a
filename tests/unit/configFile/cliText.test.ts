/**
 * What the command line reads and prints besides the module's own work: its arguments, a plan in
 * text, and the place in the file of a problem the plan names.
 */
import { describe, expect, it } from 'vitest';
import { readArgs } from '../../../scripts/config-cli/args';
import { say } from '../../../scripts/config-cli/messages';
import { planLines, showValue } from '../../../scripts/config-cli/planText';
import { notAGatewayApi } from '../../../scripts/config-cli/session';
import { placeProblems, planChanges, readConfigText, type GatewayState } from '../../../src/providers/configFile';
import { networkError, toHttpError, unreadableAnswer } from '../../../src/providers/httpErrors';

describe('arguments', () => {
  it('takes the gateway from --gateway or GATEWAY_URL, as an origin without /api', () => {
    expect(readArgs(['plan', 'g.yaml', '--gateway', 'https://gw.example.com/api/'], {})).toMatchObject({ command: 'plan', file: 'g.yaml', gateway: 'https://gw.example.com' });
    expect(readArgs(['export'], { GATEWAY_URL: 'http://127.0.0.1:3000' })).toMatchObject({ gateway: 'http://127.0.0.1:3000', prune: false, yes: false, out: '.' });
    expect(readArgs(['--help'], {})).toBeNull();
    expect(readArgs([], {})).toBeNull();
  });

  it.each([
    [['plan', '--gateway', 'http://gw'], /plan needs a file/],
    [['deploy', 'g.yaml', '--gateway', 'http://gw'], /Unknown command "deploy"/],
    [['plan', 'g.yaml'], /No gateway given/],
    [['plan', 'g.yaml', '--gateway', 'gw.example.com'], /not a URL|not an http/],
    [['plan', 'g.yaml', '--gateway', 'http://gw', '--prunes'], /^Unknown option '--prunes'\. See --help\.$/],
  ])('refuses %j with a sentence', (argv, message) => {
    expect(() => readArgs(argv, {})).toThrow(message);
  });
});

describe('an address that is not a gateway', () => {
  const login = 'its /api/auth/login';
  it.each([
    [toHttpError(404, ''), "http://127.0.0.1:5173 is not a gateway's API: its /api/auth/login answered 404 Not Found."],
    [toHttpError(405, '<html>'), "http://127.0.0.1:5173 is not a gateway's API: its /api/auth/login answered 405 Method Not Allowed."],
    [unreadableAnswer(200), "http://127.0.0.1:5173 is not a gateway's API: its /api/auth/login answered 200 without the JSON a gateway sends (a web page?)."],
  ])('says so in one sentence naming the address (%s)', (error, sentence) => {
    expect(notAGatewayApi(error, 'http://127.0.0.1:5173', login)?.message).toBe(sentence);
  });

  it.each([
    ['a refused sign-in', toHttpError(401, { status: 'error', message: 'Unknown error' })],
    ['the rate limit', toHttpError(429, 'Rate Limit exceeded')],
    ['a gateway in trouble', toHttpError(502, '<html>Bad Gateway</html>')],
    ['no answer', networkError()],
  ])('leaves %s to the gateway messages', (_what, error) => {
    expect(notAGatewayApi(error, 'https://gw.example.com', login)).toBeUndefined();
  });
});

const state: GatewayState = {
  domains: [{ id: 1, domain: 'app.example.com', ssl: 'certbot', skipValidation: false, authentication: false, allowedEmails: null } as GatewayState['domains'][number]],
  nodes: [],
  localNames: ['Wiredoor_Local'],
  http: [],
  tcp: [],
};

const fileOf = (text: string) => {
  const reading = readConfigText(text);
  if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
  return reading.file;
};

describe('a plan in text', () => {
  it('shows a new record with the fields it sets, an update old → new, the counts and the notes in English', () => {
    const outcome = planChanges(fileOf('version: 1\ndomains:\n  - domain: app.example.com\n    ssl: self-signed\nnodes:\n  - name: office\n    dns: 1.1.1.1\n'), state);
    if (!outcome.ok) throw new Error(outcome.problems.join());
    const text = planLines(outcome.plan).join('\n');
    expect(text).toContain('  ~ update domain app.example.com\n      ssl: certbot → self-signed');
    expect(text).toContain('  + create node office\n      dns: 1.1.1.1\n      keepalive: 25');
    expect(text).not.toContain('gatewayNetworks: (none)');
    expect(text).toContain('2 changes: 1 to create, 1 to update, 0 to delete.');
    expect(text).toContain('Node "office" will be created with new keys');
    expect(text).not.toContain('app.configuration');
  });

  it('writes values on one line', () => {
    expect(showValue(null)).toBe('(none)');
    expect(showValue(['10.0.0.0/8', '192.168.1.1'])).toBe('10.0.0.0/8, 192.168.1.1');
    expect(showValue([{ interface: 'eth0', subnet: '10.20.0.0/24' }])).toBe('eth0 10.20.0.0/24');
    expect(showValue('')).toBe('""');
  });
});

describe('the place of a plan problem', () => {
  it('is the line and field of the record the problem names', () => {
    const text = 'version: 1\nnodes:\n  - name: office\n    tcp:\n      - name: db\n        backendPort: 5432\n        domain: nowhere.example.com\n  - name: Wiredoor_Local\n';
    const file = fileOf(text);
    const outcome = planChanges(file, state);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    const places = placeProblems(text, outcome.problems).map((problem) => ({ ...problem, message: say(problem.message) }));
    expect(places).toEqual([
      { line: 7, field: 'nodes[0].tcp[0].domain', message: 'Service "db" of node "office" uses the domain nowhere.example.com, which neither the file nor the gateway has' },
      { line: 8, field: 'nodes[1].name', message: '"Wiredoor_Local" is the gateway\'s own node, which a file cannot manage' },
    ]);
  });
});
