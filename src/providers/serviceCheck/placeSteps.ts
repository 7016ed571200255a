/**
 * The steps up to the tunnel: the domain, the service itself, its node, and the tunnel as the gateway's
 * own ping sees it (API-FACTS §7.1, §8). Pure: each takes what was read and says its verdict.
 */
import { nodeSource, pingSource, serviceSource } from './sources';
import type { CheckFacts, Message, Read, StepResult } from './types';
import { SLOW_TUNNEL_MS } from './types';

const msg = (key: string, args?: Message['args']): Message => ({ key: `app.check.step.${key}`, ...(args && { args }) });

/** A read that failed says so: the step cannot be known. */
const unread = (id: StepResult['id'], read: Extract<Read<unknown>, { failed: unknown }>, source: Message): StepResult => ({
  id,
  verdict: 'unknown',
  findings: [msg('unread', { reason: 'text' in read.failed ? read.failed.text : { key: read.failed.key } })],
  source,
  at: read.at,
});

const hostOf = (address: string | undefined): string => {
  try {
    return address ? new URL(address).hostname : '';
  } catch {
    return '';
  }
};

export const domainStep = (facts: CheckFacts): StepResult => {
  const { service, serviceAt, domain } = facts;
  const source = msg('source.domains');
  if (!service.domain || !domain) {
    const host = hostOf(service.publicAccess);
    const findings = [host ? msg('domain.none_at', { host }) : msg('domain.none')];
    return { id: 'domain', verdict: 'pass', findings, source: serviceSource(facts), at: serviceAt };
  }
  if ('failed' in domain) return unread('domain', domain, source);
  if (!domain.value) {
    return {
      id: 'domain',
      verdict: 'fail',
      findings: [msg('domain.missing', { domain: service.domain })],
      advice: msg('domain.missing_advice', { domain: service.domain }),
      source,
      at: domain.at,
    };
  }
  const ssl = domain.value.ssl === 'certbot' ? 'certbot' : 'self_signed';
  return { id: 'domain', verdict: 'pass', findings: [msg(`domain.found_${ssl}`, { domain: domain.value.domain })], source, at: domain.at };
};

/** Expired: the lifetime ended, whatever the record still says (the gateway disables it within the minute). */
export const serviceStep = (facts: CheckFacts): StepResult => {
  const { type, service, serviceAt, now } = facts;
  const base = { id: 'service' as const, source: serviceSource(facts), at: serviceAt };
  const expiresAt = service.expiresAt ? Date.parse(service.expiresAt) : Number.NaN;
  if (!Number.isNaN(expiresAt) && expiresAt <= now) {
    return { ...base, verdict: 'fail', findings: [msg('service.expired', { ago: { ms: now - expiresAt }, date: { at: expiresAt } })], advice: msg(`service.expired_advice_${type}`) };
  }
  if (!service.enabled) return { ...base, verdict: 'fail', findings: [msg('service.disabled')], advice: msg('service.disabled_advice') };
  if (!Number.isNaN(expiresAt)) return { ...base, verdict: 'pass', findings: [msg('service.enabled_until', { date: { at: expiresAt }, left: { ms: expiresAt - now } })] };
  return { ...base, verdict: 'pass', findings: [msg('service.enabled')] };
};

export const nodeStep = (facts: CheckFacts): StepResult => {
  const { service, node, now } = facts;
  const source = nodeSource(facts);
  if ('failed' in node) return unread('node', node, source);
  const base = { id: 'node' as const, source, at: node.at };
  const found = node.value;
  if (!found) return { ...base, verdict: 'fail', findings: [msg('node.missing', { id: service.nodeId })], advice: msg('node.missing_advice') };
  const name = found.name;
  if (found.isLocal) return { ...base, verdict: 'pass', findings: [msg('node.local', { name })] };
  if (found.enabled === false) return { ...base, verdict: 'fail', findings: [msg('node.disconnected', { name })], advice: msg('node.disconnected_advice') };
  const handshake = found.latestHandshakeTimestamp ?? 0;
  const ago = { ms: Math.max(0, now - handshake) };
  if (found.status === 'online') return { ...base, verdict: 'pass', findings: [msg('node.online', { name, ago })] };
  if (found.status === 'idle') return { ...base, verdict: 'fail', findings: [msg('node.idle', { name, ago })], advice: msg('node.idle_advice') };
  if (found.status === 'offline') {
    return handshake > 0
      ? { ...base, verdict: 'fail', findings: [msg('node.offline_since', { name, ago })], advice: msg('node.offline_advice') }
      : { ...base, verdict: 'fail', findings: [msg('node.never', { name })], advice: msg('node.never_advice') };
  }
  return { ...base, verdict: 'unknown', findings: [msg('node.no_status', { name })] };
};

/** What the gateway's ping (every 5 s) said last; only an online or idle node carries it. */
export const tunnelStep = (facts: CheckFacts): StepResult => {
  const { node } = facts;
  const source = pingSource(facts);
  if ('failed' in node) return unread('tunnel', node, source);
  const base = { id: 'tunnel' as const, source, at: node.at };
  const found = node.value;
  if (!found) return { ...base, verdict: 'unknown', findings: [msg('tunnel.no_node')] };
  if (found.isLocal) return { ...base, verdict: 'pass', findings: [msg('tunnel.local')] };
  if (found.enabled === false || found.status === 'offline' || found.reachable === undefined) {
    return { ...base, verdict: 'unknown', findings: [msg('tunnel.not_pinged')] };
  }
  if (found.reachable) {
    const latency = found.latency ?? 0;
    const at = found.lastPingTs ?? node.at;
    return latency > SLOW_TUNNEL_MS
      ? { ...base, at, verdict: 'warn', findings: [msg('tunnel.slow', { ms: Math.round(latency), slow: SLOW_TUNNEL_MS })], advice: msg('tunnel.slow_advice') }
      : { ...base, at, verdict: 'pass', findings: [msg('tunnel.answered', { ms: Math.round(latency) })] };
  }
  // A node that never answered may block ICMP (the gateway then calls it online without a ping).
  if (!found.lastPingTs) return { ...base, verdict: 'unknown', findings: [msg('tunnel.never_answered')], advice: msg('tunnel.never_answered_advice') };
  return { ...base, verdict: 'fail', findings: [msg('tunnel.lost', { ago: { ms: Math.max(0, node.at - found.lastPingTs) } })], advice: msg('tunnel.lost_advice') };
};
