// @vitest-environment node
/**
 * Answers of the demo gateway that the conformance check (tests/gateway/conformance.gateway.ts) found
 * different on the real Wiredoor gateway and that now follow it, held here without a real gateway.
 */
import { describe, expect, it } from 'vitest';
import { BASE, readFrames, useDemoGateway } from './helpers';

const { login, api } = useDemoGateway();

const errors = async (response: Response) => ((await response.json()) as { errors: Record<string, unknown> }).errors;

describe('sessions and records', () => {
  it('answers 403 to a node access token, on an admin route and on a stream', async () => {
    const { token } = await (await api('POST', '/nodes', { name: 'cli-node' })).json();
    const list = await fetch(`${BASE}/nodes?page=1&limit=5`, { headers: { authorization: `Bearer ${token}` } });
    expect(list.status).toBe(403);
    expect(await list.json()).toEqual({ status: 'error', message: 'Unknown error' });
    expect((await fetch(`${BASE}/nodes/stream?page=1&limit=5&token=${token}`)).status).toBe(403);
  });

  it('answers the database error for an id that is not a number', async () => {
    for (const path of ['/nodes/abc', '/domains/abc']) {
      const response = await api('GET', path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ status: 'error', message: 'SQLITE_ERROR: no such column: NaN' });
    }
  });

  it('names the entity in the error of an unknown orderBy column, and quotes its own pattern', async () => {
    const cases: [string, string][] = [
      ['/nodes', 'Node'],
      ['/domains', 'Domain'],
      ['/services/http', 'HttpService'],
      ['/services/tcp', 'TcpService'],
      ['/nodes/2/pats', 'PersonalAccessToken'],
    ];
    for (const [path, entity] of cases) {
      expect(await (await api('GET', `${path}?page=1&limit=5&orderBy=nope,asc`)).json()).toEqual({
        status: 'error',
        message: `SQLITE_ERROR: no such column: ${entity}.nope`,
      });
    }
    expect(await errors(await api('GET', '/nodes?page=1&limit=5&orderBy=name'))).toEqual({
      query: [{ field: 'orderBy', message: '"orderBy" with value "name" fails to match the required pattern: /,(asc|desc)$/' }],
    });
  });

  it('gives the local node access tokens too', async () => {
    const created = await api('POST', '/nodes/1/pats', { name: 'local-cli' });
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({ nodeId: 1, name: 'local-cli', token: expect.any(String) });
  });
});

describe('domains', () => {
  it('answers a create with authentication and allowedEmails only as the request sent them', async () => {
    const plain = await (await api('POST', '/domains', { domain: 'plain.example.com', ssl: 'self-signed', skipValidation: true })).json();
    expect(plain).not.toHaveProperty('authentication');
    expect(plain).not.toHaveProperty('allowedEmails');
    const sent = await (await api('POST', '/domains', { domain: 'sent.example.com', ssl: 'self-signed', authentication: false })).json();
    expect(sent).toMatchObject({ authentication: false });
    expect(sent).not.toHaveProperty('allowedEmails');
  });

  it("refuses with the reference's texts: e-mails without OAuth2, an SSL type outside what skipping validation allows", async () => {
    expect(await errors(await api('POST', '/domains', { domain: 'x.example.com', ssl: 'self-signed', allowedEmails: ['a@example.com'] }))).toEqual({
      body: [{ field: 'allowedEmails', message: '"allowedEmails" must contain less than or equal to 0 items' }],
    });
    expect(await errors(await api('POST', '/domains', { domain: 'x.example.com', ssl: '', skipValidation: true }))).toEqual({
      body: [{ field: 'ssl', message: 'This field must be one of [self-signed, null]' }],
    });
    expect(await errors(await api('POST', '/domains', { domain: 'x.example.com', ssl: '' }))).toEqual({
      body: [{ field: 'ssl', message: 'This field must be one of [self-signed, certbot, null]' }],
    });
  });
});

describe('services', () => {
  it("refuses with the reference's texts: a port out of range, an IP list entry", async () => {
    expect(await errors(await api('POST', '/services/2/http', { name: 'x', pathLocation: '/x', backendPort: 70000 }))).toEqual({
      body: [{ field: 'backendPort', message: '"backendPort" must be a valid port' }],
    });
    expect(await errors(await api('POST', '/services/2/http', { name: 'x', pathLocation: '/x', backendPort: 80, blockedIps: ['10.0.0.1', 'office'] }))).toEqual({
      body: [{ field: 'blockedIps.1', message: '"blockedIps[1]" must be a valid ip address with a optional CIDR' }],
    });
  });

  it('refuses sign-in without a domain on create, and takes it on update where the service has one', async () => {
    expect(await errors(await api('POST', '/services/2/http', { name: 'x', pathLocation: '/x', backendPort: 80, requireAuth: true }))).toEqual({
      body: [{ field: 'requireAuth', message: 'This field must be one of [false, null]' }],
    });
    const withDomain = await api('PATCH', '/services/2/http/2', { name: 'nas', pathLocation: '/', requireAuth: true });
    expect(withDomain.status).toBe(200);
    expect((await withDomain.json()).requireAuth).toBe(true);
  });

  it('answers a TCP service on a missing node as the insert fails, unless the backend probe looks the node up first', async () => {
    expect(await (await api('POST', '/services/999/tcp', { name: 'db', backendPort: 5432 })).json()).toEqual({
      status: 'error',
      message: 'SQLITE_CONSTRAINT: FOREIGN KEY constraint failed',
    });
    expect((await api('POST', '/services/999/tcp', { name: 'db', backendPort: 5432, proto: 'tcp' })).status).toBe(404);
  });

  it('names the property the reference reads first from a missing service', async () => {
    const message = async (method: string, path: string, body?: unknown) => ((await (await api(method, path, body)).json()) as { message: string }).message;
    expect(await message('GET', '/services/2/http/999/ping')).toBe("Cannot read properties of null (reading 'backendProto')");
    expect(await message('PATCH', '/services/2/http/999/enable')).toBe("Cannot read properties of null (reading 'node')");
    expect(await message('PATCH', '/services/2/tcp/999/enable')).toBe("Cannot read properties of null (reading 'identifier')");
    expect(await message('PATCH', '/services/2/tcp/999', { name: 'db', backendPort: 5432 })).toBe("Cannot read properties of null (reading 'identifier')");
  });

  it('sends the log stream\'s first frame before finding out that the service is missing', async () => {
    const token = await login();
    const { frames } = await readFrames(`${BASE}/logs/stream?type=tcp&id=999&token=${token}`, 2);
    expect(frames).toEqual([{ data: '["Getting logs..."]' }]);
  });
});
