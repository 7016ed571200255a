/**
 * Issue 41 point 5: the form schemas check what the reference gateway validates (API-FACTS §5.3-5.5)
 * before anything is sent: a node's DNS servers (addresses without a prefix, split as the gateway splits
 * them), a domain's allowed e-mails (each once), a new service of the gateway's own node (a backend
 * host that is not the gateway itself).
 */
import { describe, expect, it } from 'vitest';
import { domainFormSchema, httpServiceFormSchema, M, nodeBody, nodeFormSchema, onLocalNode, parseVmsg } from '../../../src/api/schemas';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), ...parseVmsg(issue.message) }));

describe('DNS servers of a node', () => {
  it.each(['', '1.1.1.1', '1.1.1.1, 8.8.8.8', '1.1.1.1 9.9.9.9', '2606:4700:4700::1111,1.0.0.1', ' 1.1.1.1 , '])('takes %j', (dns) => {
    expect(issuesOf(nodeFormSchema.safeParse({ name: 'n', dns }))).toEqual([]);
  });

  it.each([
    ['not-an-ip, 1.1.1.1', 'not-an-ip'],
    ['1.1.1.1, 9.9.9.0/24', '9.9.9.0/24'],
    ['dns.example.com', 'dns.example.com'],
    ['1.1.1.1;8.8.8.8', '1.1.1.1;8.8.8.8'],
  ])('refuses %j, naming %j', (dns, entry) => {
    expect(issuesOf(nodeFormSchema.safeParse({ name: 'n', dns }))).toEqual([{ path: 'dns', key: M.dnsEntry, args: { entry } }]);
  });

  it('is held by the body the data provider sends too', () => {
    expect(issuesOf(nodeBody.safeParse({ name: 'n', dns: 'not-an-ip' }))).toEqual([{ path: 'dns', key: M.dnsEntry, args: { entry: 'not-an-ip' } }]);
    expect(issuesOf(nodeBody.safeParse({ name: 'n', dns: null }))).toEqual([]);
  });
});

describe("a domain's allowed e-mails", () => {
  it('are each listed once', () => {
    const values = { domain: 'sso.example.com', ssl: 'self-signed', authentication: true, allowedEmails: ['a@example.com', 'b@example.com', 'a@example.com'] };
    expect(issuesOf(domainFormSchema.safeParse(values))).toEqual([{ path: 'allowedEmails.2', key: M.duplicateEmail, args: {} }]);
    expect(issuesOf(domainFormSchema.safeParse({ ...values, allowedEmails: ['a@example.com', 'b@example.com'] }))).toEqual([]);
  });
});

describe("a new service of the gateway's own node", () => {
  const schema = onLocalNode(httpServiceFormSchema as never) as typeof httpServiceFormSchema;
  const base = { name: 'nas', pathLocation: '/nas', backendPort: 8080 };

  it.each([[undefined], [''], ['127.0.0.1']])('refuses the backend host %j', (backendHost) => {
    expect(issuesOf(schema.safeParse({ ...base, backendHost }))).toEqual([{ path: 'backendHost', key: M.localNodeHost, args: {} }]);
  });

  it.each([['localhost'], ['LOCALHOST']])('refuses %j first as every HTTP service does (the field shows its first message)', (backendHost) => {
    expect(issuesOf(schema.safeParse({ ...base, backendHost }))[0]).toEqual({ path: 'backendHost', key: M.localhost, args: {} });
  });

  it('takes the host that runs the service', () => {
    expect(issuesOf(schema.safeParse({ ...base, backendHost: '192.168.1.20' }))).toEqual([]);
    expect(issuesOf(httpServiceFormSchema.safeParse(base))).toEqual([]);
  });
});
