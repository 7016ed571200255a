/** Reading a configuration file: every problem with its line and field, in the console's messages. */
import { describe, expect, it } from 'vitest';
import { parseVmsg } from '../../../../src/api/schemas/message';
import { readConfigText, writeConfigText, type FileProblem } from '../../../../src/providers/configFile';

const problemsOf = (text: string): (FileProblem & { key: string; args: Record<string, unknown> })[] => {
  const reading = readConfigText(text);
  if (reading.ok) throw new Error('the file was accepted');
  return reading.problems.map((problem) => ({ ...problem, ...parseVmsg(problem.message) }));
};

const VALID = `version: 1
domains:
  - domain: App.Example.com
    ssl: certbot
    authentication: true
    allowedEmails: [ops@example.com]
nodes:
  - name: office
    address: 10.0.0.20
    gatewayNetworks:
      - interface: eth0
        subnet: 192.168.1.0/24
    http:
      - name: grafana
        domain: app.example.com
        backendPort: 3000
    tcp:
      - name: db
        backendPort: 5432
        port: 32760
`;

describe('readConfigText', () => {
  it('reads a file with its defaults filled in, names of domains in lower case', () => {
    const reading = readConfigText(VALID);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.file.domains[0]).toEqual({ domain: 'app.example.com', ssl: 'certbot', skipValidation: false, authentication: true, allowedEmails: ['ops@example.com'] });
    const [node] = reading.file.nodes;
    expect(node).toMatchObject({ name: 'office', keepalive: 25, allowInternet: false, enabled: true, dns: null });
    expect(node.http[0]).toMatchObject({ pathLocation: '/', backendProto: 'http', backendHost: null, requireAuth: false, enabled: true, expiresAt: null });
    expect(node.tcp[0]).toMatchObject({ proto: 'tcp', ssl: false, port: 32760 });
  });

  it('writes what it reads: the text of a file read back is the same configuration', () => {
    const reading = readConfigText(VALID);
    if (!reading.ok) throw new Error('not read');
    const again = readConfigText(writeConfigText(reading.file));
    expect(again).toEqual(reading);
  });

  it('names an unknown key with the line of the key', () => {
    const text = VALID.replace('        backendPort: 3000\n', '        backendPort: 3000\n        backendPorts: 3001\n');
    expect(problemsOf(text)).toEqual([
      { line: 17, field: 'nodes[0].http[0].backendPorts', message: expect.any(String), key: 'app.validation.unknown_key', args: { key: 'backendPorts' } },
    ]);
  });

  it('names a wrong type with the line of the value', () => {
    const text = VALID.replace('backendPort: 5432', 'backendPort: "5432"');
    const [problem] = problemsOf(text);
    expect(problem).toMatchObject({ line: 19, field: 'nodes[0].tcp[0].backendPort', key: 'app.validation.port' });
  });

  it('names a missing required field with the line of the record that lacks it', () => {
    const text = VALID.replace('        backendPort: 5432\n', '');
    expect(problemsOf(text)[0]).toMatchObject({ line: 18, field: 'nodes[0].tcp[0].backendPort', key: 'ra.validation.required' });
  });

  it('refuses a newer version by name, and a file without its version', () => {
    expect(problemsOf(VALID.replace('version: 1', 'version: 2'))).toEqual([
      { line: 1, field: 'version', message: expect.any(String), key: 'app.configuration.problems.newer_version', args: { version: 2, supported: 1 } },
    ]);
    expect(problemsOf(VALID.replace('version: 1\n', ''))[0]).toMatchObject({ field: 'version', key: 'app.configuration.problems.version' });
  });

  it('refuses names listed twice: nodes, domains (whatever their case), services of a node, interfaces', () => {
    const text = `version: 1
domains:
  - domain: a.example.com
  - domain: A.example.com
nodes:
  - name: n1
    http:
      - { name: web, pathLocation: /a }
      - { name: web, pathLocation: /b }
  - name: n1
`;
    expect(problemsOf(text).map(({ line, field, key, args }) => ({ line, field, key, args }))).toEqual([
      { line: 4, field: 'domains[1].domain', key: 'app.configuration.problems.duplicate', args: { name: 'a.example.com' } },
      { line: 9, field: 'nodes[0].http[1].name', key: 'app.configuration.problems.duplicate', args: { name: 'web' } },
      { line: 10, field: 'nodes[1].name', key: 'app.configuration.problems.duplicate', args: { name: 'n1' } },
    ]);
  });

  it('applies the forms’ rules: hosts, ports, addresses, e-mails without OAuth2, sign-in without a domain', () => {
    const text = `version: 1
domains:
  - domain: not a domain
  - domain: b.example.com
    allowedEmails: [ops@example.com]
nodes:
  - name: n1
    address: 10.0.0.300
    http:
      - { name: web, backendHost: localhost, backendPort: 70000, requireAuth: true }
`;
    expect(problemsOf(text).map(({ line, field, key }) => ({ line, field, key }))).toEqual([
      { line: 3, field: 'domains[0].domain', key: 'app.validation.domain_format' },
      { line: 5, field: 'domains[1].allowedEmails', key: 'app.validation.emails_without_auth' },
      { line: 8, field: 'nodes[0].address', key: 'app.validation.ipv4' },
      { line: 10, field: 'nodes[0].http[0].backendHost', key: 'app.validation.localhost' },
      { line: 10, field: 'nodes[0].http[0].backendPort', key: 'app.validation.port' },
      { line: 10, field: 'nodes[0].http[0].requireAuth', key: 'app.validation.require_auth_domain' },
    ]);
  });

  it('says where YAML itself is broken, and that a file is a map', () => {
    const [problem] = problemsOf('version: 1\nnodes:\n  - name: [unclosed\n');
    expect(problem).toMatchObject({ key: 'app.configuration.problems.syntax' });
    expect(problem.line).toBeGreaterThanOrEqual(3);
    expect(problemsOf('- just\n- a list\n')[0]).toMatchObject({ line: 1, key: 'app.configuration.problems.not_a_map' });
  });
});
