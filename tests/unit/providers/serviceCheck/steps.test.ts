// @vitest-environment node
/**
 * Issue 42: the check of a service walks the path in order, each step with its own verdict, and names the
 * first broken step. Each step's verdict from what was read, in the words the console and the command
 * line print (the English catalogue), including the steps that cannot be known and never pass.
 */
import Polyglot from 'node-polyglot';
import { describe, expect, it } from 'vitest';
import type { Domain, HttpService, Node, TcpService } from '../../../../src/api/types';
import { en } from '../../../../src/i18n/en';
import {
  backendStep,
  domainStep,
  messageText,
  nodeStep,
  portStep,
  protectionStep,
  serviceStep,
  tcpBackendStep,
  tunnelStep,
  walkService,
  type CheckFacts,
  type StepResult,
} from '../../../../src/providers/serviceCheck';

const NOW = Date.UTC(2026, 10, 28, 14, 0, 0);
const polyglot = new Polyglot({ locale: 'en', phrases: en, onMissingKey: (key: string) => `MISSING ${key}` });
const words = (step: StepResult) =>
  [...step.findings, ...(step.advice ? [step.advice] : [])]
    .map((message) => messageText(message, { translate: (key, args) => polyglot.t(key, args), duration: (ms) => `${Math.round(ms / 1000)} s`, time: (at) => new Date(at).toISOString() }))
    .join(' | ');

const http = (patch: Partial<HttpService> = {}): HttpService =>
  ({ id: 7, nodeId: 3, name: 'wiki', domain: 'wiki.example.com', pathLocation: '/', backendProto: 'http', backendHost: null, backendPort: 8080, enabled: true, requireAuth: false, allowedIps: null, blockedIps: null, expiresAt: null, publicAccess: 'https://wiki.example.com/', ...patch }) as HttpService;

const node = (patch: Partial<Node> = {}): Node =>
  ({ id: 3, name: 'office', address: '10.0.0.3', enabled: true, isLocal: false, isGateway: false, status: 'online', latestHandshakeTimestamp: NOW - 45_000, reachable: true, latency: 12, lastPingTs: NOW - 2_000, ...patch }) as Node;

const domain = (patch: Partial<Domain> = {}): Domain => ({ id: 1, domain: 'wiki.example.com', ssl: 'certbot', authentication: false, allowedEmails: null, ...patch }) as Domain;

const facts = (patch: Partial<CheckFacts> = {}): CheckFacts => ({
  type: 'http',
  service: http(),
  serviceAt: NOW,
  node: { value: node(), at: NOW },
  domain: { value: domain(), at: NOW },
  backend: { check: { t: NOW, outcome: 'ok', status: 200, ms: 35, path: '/' } },
  now: NOW,
  ...patch,
});

describe('the domain step', () => {
  it('passes for a domain the gateway has, naming its certificate', () => {
    const step = domainStep(facts());
    expect(step.verdict).toBe('pass');
    expect(words(step)).toBe('wiki.example.com is on the gateway, with a Let’s Encrypt certificate');
    expect(step.at).toBe(NOW);
  });
  it('fails for a domain the gateway does not have, and says what to do', () => {
    const step = domainStep(facts({ domain: { value: null, at: NOW } }));
    expect(step.verdict).toBe('fail');
    expect(words(step)).toBe('The gateway has no domain wiki.example.com | Add wiki.example.com on the Domains page, or edit the service to use a domain the gateway has.');
  });
  it('passes without a domain, naming the gateway address the service is published on', () => {
    const step = domainStep(facts({ service: http({ domain: null, publicAccess: 'https://203.0.113.5/wiki' }), domain: undefined }));
    expect(step.verdict).toBe('pass');
    expect(words(step)).toBe("No domain: the service is published on the gateway's own address, 203.0.113.5");
  });
  it('cannot be known when the domains could not be read', () => {
    const step = domainStep(facts({ domain: { failed: { text: 'Internal error' }, at: NOW } }));
    expect(step.verdict).toBe('unknown');
    expect(words(step)).toBe('Could not be read: Internal error');
  });
});

describe('the public access step', () => {
  it('passes enabled, with or without an end', () => {
    expect(serviceStep(facts()).verdict).toBe('pass');
    const until = serviceStep(facts({ service: http({ expiresAt: new Date(NOW + 3_600_000).toISOString() }) }));
    expect(until.verdict).toBe('pass');
    expect(words(until)).toContain('3600 s from now');
  });
  it('fails when disabled, and when the lifetime ended whatever the record still says', () => {
    expect(words(serviceStep(facts({ service: http({ enabled: false }) })))).toBe("Public access is disabled | Enable Access in the service's menu.");
    const ended = serviceStep(facts({ service: http({ enabled: true, expiresAt: new Date(NOW - 60_000).toISOString() }) }));
    expect(ended.verdict).toBe('fail');
    expect(words(ended)).toContain('Its lifetime ended 60 s ago');
  });
});

describe('the node step', () => {
  it('passes online with the handshake’s age', () => {
    expect(words(nodeStep(facts()))).toBe('office is online, last handshake 45 s ago');
  });
  it.each([
    ['disconnected', { enabled: false, status: 'offline' as const }, 'office is disconnected: an operator disabled it'],
    ['never connected', { status: 'offline' as const, latestHandshakeTimestamp: 0 }, 'office is offline: its tunnel has never come up'],
    ['offline after a handshake', { status: 'offline' as const, latestHandshakeTimestamp: NOW - 600_000 }, 'office is offline: last handshake 600 s ago'],
    ['idle', { status: 'idle' as const, latestHandshakeTimestamp: NOW - 400_000 }, 'office is idle: last handshake 400 s ago'],
  ])('fails %s', (_, patch, text) => {
    const step = nodeStep(facts({ node: { value: node(patch), at: NOW } }));
    expect(step.verdict).toBe('fail');
    expect(words(step).split(' | ')[0]).toBe(text);
    expect(step.advice).toBeDefined();
  });
  it('passes the gateway itself, fails a node the gateway does not have, and cannot tell without a status', () => {
    expect(nodeStep(facts({ node: { value: node({ isLocal: true, status: undefined }), at: NOW } })).verdict).toBe('pass');
    expect(nodeStep(facts({ node: { value: null, at: NOW } })).verdict).toBe('fail');
    expect(nodeStep(facts({ node: { value: node({ status: undefined }), at: NOW } })).verdict).toBe('unknown');
  });
});

describe('the tunnel step', () => {
  it('passes when the gateway’s ping answered, with its latency and when', () => {
    const step = tunnelStep(facts());
    expect(step.verdict).toBe('pass');
    expect(words(step)).toBe("The gateway's ping answered in 12 ms");
    expect(step.at).toBe(NOW - 2_000);
  });
  it('warns for a slow tunnel', () => {
    expect(tunnelStep(facts({ node: { value: node({ latency: 420 }), at: NOW } })).verdict).toBe('warn');
  });
  it('fails when the last ping got no answer after earlier ones did', () => {
    const step = tunnelStep(facts({ node: { value: node({ status: 'idle', reachable: false, lastPingTs: NOW - 90_000 }), at: NOW } }));
    expect(step.verdict).toBe('fail');
    expect(words(step)).toContain('the last answer was 90 s ago');
  });
  it('cannot be known for a node that never answered a ping, or is offline (no ping reported)', () => {
    expect(tunnelStep(facts({ node: { value: node({ reachable: false, lastPingTs: null }), at: NOW } })).verdict).toBe('unknown');
    expect(tunnelStep(facts({ node: { value: node({ status: 'offline', reachable: undefined, latency: undefined, lastPingTs: undefined }), at: NOW } })).verdict).toBe('unknown');
  });
});

describe('the backend step (HTTP)', () => {
  it('passes with the status and time of the gateway’s check, at the check’s time', () => {
    const step = backendStep(facts({ backend: { check: { t: NOW - 20_000, outcome: 'ok', status: 204, ms: 35.4, path: '/health' } } }));
    expect(step.verdict).toBe('pass');
    expect(words(step)).toBe('http://10.0.0.3:8080/health answered HTTP 204 in 35 ms');
    expect(step.at).toBe(NOW - 20_000);
  });
  it('fails a timeout and an error answer, each in its words', () => {
    expect(words(backendStep(facts({ backend: { check: { t: NOW, outcome: 'timeout', ms: 3004, path: '/' } } })))).toContain("did not answer within the gateway's 3 seconds");
    expect(words(backendStep(facts({ backend: { check: { t: NOW, outcome: 'error', ms: 12, path: '/' } } })))).toContain('refused the connection or answered with an error (after 12 ms)');
  });
  it('cannot be known behind a gateway node, or when the call was refused', () => {
    const behind = backendStep(facts({ service: http({ backendHost: '192.168.1.50' }), backend: { untestable: true } }));
    expect(behind.verdict).toBe('unknown');
    expect(words(behind)).toContain('not 192.168.1.50 behind it');
    expect(backendStep(facts({ backend: { unchecked: { text: 'Bad gateway' }, at: NOW } })).verdict).toBe('unknown');
  });
});

describe('the TCP/UDP steps', () => {
  const tcp = (patch: Partial<TcpService> = {}): TcpService =>
    ({ id: 4, nodeId: 3, name: 'mqtt', domain: null, proto: 'tcp', backendHost: null, backendPort: 1883, port: 32760, ssl: true, enabled: true, allowedIps: null, blockedIps: null, expiresAt: null, publicAccess: 'tcp://203.0.113.5:32760', ...patch }) as TcpService;
  it('passes the port, names TLS, and says the backend cannot be tested from here', () => {
    const port = portStep(facts({ type: 'tcp', service: tcp() }));
    expect(port.verdict).toBe('pass');
    expect(words(port)).toBe('TCP port 32760 of the gateway forwards to port 1883 behind the node | The gateway terminates TLS on it');
    const backend = tcpBackendStep(facts({ type: 'tcp', service: tcp() }));
    expect(backend.verdict).toBe('unknown');
    expect(words(backend)).toBe('The gateway tries a TCP backend only when the service is exposed: it cannot test it from here | Test it from the node: nc -z 10.0.0.3 1883');
    expect(words(tcpBackendStep(facts({ type: 'tcp', service: tcp({ proto: 'udp' }) })))).toContain('never tests a UDP backend');
  });
  it('walks a TCP service without an HTTP backend step', () => {
    const report = walkService(facts({ type: 'tcp', service: tcp(), domain: undefined, backend: undefined }));
    expect(report.steps.map((step) => step.id)).toEqual(['domain', 'service', 'node', 'tunnel', 'port', 'tcp_backend', 'protection']);
    expect(report.firstBroken).toBeNull();
  });
});

describe('the protection step', () => {
  it('passes sign-in enforced by OAuth2 on the domain, naming who may pass', () => {
    const step = protectionStep(facts({ service: http({ requireAuth: true }), domain: { value: domain({ authentication: true, allowedEmails: ['alice@example.com'] }), at: NOW } }));
    expect(step.verdict).toBe('pass');
    expect(words(step)).toBe('Sign-in required: OAuth2 on wiki.example.com, for alice@example.com only');
  });
  it('warns for sign-in the gateway does not enforce, an HTTP block list it ignores, and an open service', () => {
    expect(protectionStep(facts({ service: http({ requireAuth: true }) })).verdict).toBe('warn');
    expect(words(protectionStep(facts({ service: http({ allowedIps: ['192.168.1.0/24'], blockedIps: ['198.51.100.1'] }) })))).toContain('is not applied');
    expect(words(protectionStep(facts()))).toBe('No sign-in | Anyone can reach it | If that is not intended, ask for sign-in or add an allow list.');
  });
  it('passes an allow list', () => {
    const step = protectionStep(facts({ service: http({ allowedIps: ['192.168.1.0/24'] }) }));
    expect(step.verdict).toBe('pass');
    expect(words(step)).toBe('No sign-in | Only 192.168.1.0/24 may reach it; others get 403');
  });
});

describe('the walk', () => {
  it('gives every step its verdict, in order, and names the first broken one', () => {
    const report = walkService(facts({ node: { value: node({ status: 'offline', latestHandshakeTimestamp: 0, reachable: undefined }), at: NOW } }));
    expect(report.steps.map((step) => [step.id, step.verdict])).toEqual([
      ['domain', 'pass'],
      ['service', 'pass'],
      ['node', 'fail'],
      ['tunnel', 'unknown'],
      // The backend still answers: the gateway asked it anyway (the real gateway's simulator does this).
      ['backend', 'pass'],
      ['protection', 'warn'],
    ]);
    expect(report.firstBroken?.id).toBe('node');
  });
  it('finds nothing broken when no step fails, unknown and warned steps included', () => {
    expect(walkService(facts()).firstBroken).toBeNull();
  });
  it('has a text for every message it can say', () => {
    const all = [walkService(facts()), walkService(facts({ node: { value: node({ enabled: false }), at: NOW } }))].flatMap((report) => report.steps);
    expect(all.map(words).join('\n')).not.toContain('MISSING');
  });
});
