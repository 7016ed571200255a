/**
 * The steps past the tunnel: the backend (the gateway's check of an HTTP backend, API-FACTS §5.5; a
 * TCP/UDP backend the gateway cannot test from here), the public port, and who may pass.
 */
import type { HttpService, TcpService } from '../../api/types';
import { serviceSource } from './sources';
import type { CheckFacts, Message, StepResult } from './types';

const msg = (key: string, args?: Message['args']): Message => ({ key: `app.check.step.${key}`, ...(args && { args }) });

const addressOf = (facts: CheckFacts): string | undefined => ('value' in facts.node ? (facts.node.value?.address ?? undefined) : undefined);

export const backendStep = (facts: CheckFacts): StepResult => {
  const service = facts.service as HttpService;
  const backend = facts.backend;
  const path = service.pathLocation || '/';
  const target = `${service.backendProto ?? 'http'}://${addressOf(facts) ?? '?'}:${service.backendPort ?? 80}`;
  const source = msg('source.backend', { nodeId: service.nodeId, id: service.id, path });
  if (!backend || 'untestable' in backend) {
    return {
      id: 'backend',
      verdict: 'unknown',
      findings: [msg('backend.untestable', { address: addressOf(facts) ?? '', host: service.backendHost ?? '' })],
      advice: msg('backend.untestable_advice', { host: service.backendHost ?? '', port: service.backendPort ?? 80 }),
      source,
      at: facts.now,
    };
  }
  if ('unchecked' in backend) {
    const reason = 'text' in backend.unchecked ? backend.unchecked.text : { key: backend.unchecked.key };
    return { id: 'backend', verdict: 'unknown', findings: [msg('backend.unchecked', { reason })], source, at: backend.at };
  }
  const { check } = backend;
  const at = check.t;
  const args = { target, path: check.path, ms: Math.round(check.ms) };
  if (check.outcome === 'ok') return { id: 'backend', verdict: 'pass', findings: [msg('backend.answered', { ...args, status: check.status ?? 200 })], source, at };
  const advice = msg('backend.failed_advice', { port: service.backendPort ?? 80, path: check.path });
  return { id: 'backend', verdict: 'fail', findings: [msg(check.outcome === 'timeout' ? 'backend.timeout' : 'backend.error', args)], advice, source, at };
};

export const portStep = (facts: CheckFacts): StepResult => {
  const { service, serviceAt } = facts;
  const tcp = service as TcpService;
  const proto = (tcp.proto ?? 'tcp').toUpperCase();
  const source = serviceSource(facts);
  if (!tcp.port) return { id: 'port', verdict: 'fail', findings: [msg('port.none', { proto })], advice: msg('port.none_advice'), source, at: serviceAt };
  const findings = [msg('port.forwards', { proto, port: tcp.port, backendPort: tcp.backendPort })];
  if (tcp.ssl) findings.push(msg('port.tls'));
  return { id: 'port', verdict: 'pass', findings, source, at: serviceAt };
};

/** The reference tries a TCP backend once, when the service is exposed, and a UDP one never. */
export const tcpBackendStep = (facts: CheckFacts): StepResult => {
  const tcp = facts.service as TcpService;
  const udp = tcp.proto === 'udp';
  const host = tcp.backendHost || addressOf(facts) || '';
  return {
    id: 'tcp_backend',
    verdict: 'unknown',
    findings: [msg(udp ? 'tcp_backend.udp' : 'tcp_backend.tcp')],
    advice: msg(udp ? 'tcp_backend.udp_advice' : 'tcp_backend.tcp_advice', { host, port: tcp.backendPort }),
    source: serviceSource(facts),
    at: facts.serviceAt,
  };
};

const ipList = (ips: string[] | null | undefined) => (ips ?? []).filter(Boolean);

/** Who may pass: sign-in (OAuth2 on the domain, its e-mails) and the IP lists, as the gateway applies them. */
export const protectionStep = (facts: CheckFacts): StepResult => {
  const { type, service, serviceAt } = facts;
  const allowed = ipList(service.allowedIps);
  const blocked = ipList(service.blockedIps);
  const findings: Message[] = [];
  let verdict: StepResult['verdict'] = 'pass';
  let advice: Message | undefined;
  let signIn = false;
  if (type === 'http') {
    const domain = facts.domain && 'value' in facts.domain ? facts.domain.value : null;
    const oauth = Boolean(domain?.authentication);
    if ((service as HttpService).requireAuth) {
      if (oauth) {
        signIn = true;
        const emails = domain?.allowedEmails ?? [];
        findings.push(emails.length ? msg('protection.sign_in_emails', { domain: service.domain ?? '', emails: emails.join(', ') }) : msg('protection.sign_in_any', { domain: service.domain ?? '' }));
      } else {
        verdict = 'warn';
        findings.push(msg('protection.sign_in_unenforced', { domain: service.domain ?? '' }));
        advice = msg('protection.sign_in_unenforced_advice', { domain: service.domain ?? '' });
      }
    } else findings.push(msg(oauth ? 'protection.no_sign_in_oauth' : 'protection.no_sign_in'));
  }
  if (allowed.length) findings.push(msg(`protection.allowed_${type}`, { ips: allowed.join(', ') }));
  if (blocked.length) findings.push(msg(type === 'http' ? 'protection.blocked_ignored' : 'protection.blocked', { ips: blocked.join(', ') }));
  if (blocked.length && type === 'http') {
    verdict = 'warn';
    advice ??= msg('protection.blocked_ignored_advice');
  }
  if (!signIn && !allowed.length) {
    verdict = 'warn';
    findings.push(msg('protection.open'));
    advice ??= msg(`protection.open_advice_${type}`);
  }
  const source = type === 'http' && service.domain ? msg('source.service_and_domain', { domain: service.domain }) : serviceSource(facts);
  return { id: 'protection', verdict, findings, ...(advice && { advice }), source, at: serviceAt };
};
