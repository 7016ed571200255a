// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useDemoGateway } from './helpers';

const { db, api } = useDemoGateway();

describe('node access tokens', () => {
  it('lists a node\'s tokens in pages of 5', async () => {
    const body = await (await api('GET', '/nodes/6/pats?page=1&limit=5')).json();
    expect(body).toMatchObject({ page: 1, limit: 5, total: 6 });
    expect(body.data).toHaveLength(5);
    expect(body.data.every((pat: { nodeId: number }) => pat.nodeId === 6)).toBe(true);
  });

  it('shows the secret once, on creation only', async () => {
    const created = await (await api('POST', '/nodes/2/pats', { name: 'cli', expireAt: '2031-01-01T00:00:00.000Z' })).json();
    expect(created).toMatchObject({ name: 'cli', nodeId: 2, revoked: false, expireAt: '2031-01-01T00:00:00.000Z' });
    expect(created.token).toMatch(/^[\w-]+\.[\w-]+$/);
    const listed = (await (await api('GET', '/nodes/2/pats')).json()) as Record<string, unknown>[];
    const again = listed.find((pat) => pat.id === created.id);
    expect(again).toBeDefined();
    expect(again).not.toHaveProperty('token');
  });

  it('validates the body and 404s an unknown node', async () => {
    const invalid = await api('POST', '/nodes/2/pats', { expireAt: 'soon' });
    expect((await invalid.json()).errors.body).toEqual([{ field: 'name', message: 'This field is required' }]);
    const badDate = await api('POST', '/nodes/2/pats', { name: 'ci', expireAt: 'soon' });
    expect((await badDate.json()).errors.body).toEqual([{ field: 'expireAt', message: 'This field must be a valid date' }]);
    expect((await api('POST', '/nodes/999/pats', { name: 'x' })).status).toBe(404);
  });

  it('revoke answers only the saved part; delete answers "Deleted!"', async () => {
    const revoked = await (await api('PATCH', '/nodes/2/pats/1/revoke')).json();
    expect(Object.keys(revoked).sort()).toEqual(['expireAt', 'id', 'revoked', 'updated_at']);
    // `expireAt: null` whatever the token's expiry, as the reference answers it; the stored expiry stays.
    expect(revoked).toMatchObject({ id: 1, revoked: true, expireAt: null });
    expect(db.find('pats', 1)?.revoked).toBe(true);
    expect(await (await api('DELETE', '/nodes/2/pats/1')).json()).toBe('Deleted!');
    expect(db.find('pats', 1)).toBeUndefined();
  });
});

describe('domains', () => {
  it('lists domains with computed authentication and allowedEmails, without internals', async () => {
    const body = await (await api('GET', '/domains?limit=10')).json();
    const app = body.data.find((d: { domain: string }) => d.domain === 'app.example.com');
    expect(app).toMatchObject({ authentication: true, allowedEmails: ['alice@example.com', 'bob@example.com'], ssl: 'certbot' });
    expect(app).not.toHaveProperty('sslPair');
    expect(app).not.toHaveProperty('oauth2ServicePort');
    const search = await (await api('GET', '/domains?search=EXAMPLE.NET')).json();
    expect(search.map((d: { domain: string }) => d.domain).sort()).toEqual(['home.example.net', 'media.example.net']);
  });

  it('validates the domain name with the reference server\'s texts', async () => {
    const bad = await (await api('POST', '/domains', { domain: 'bad' })).json();
    expect(bad.errors.body).toEqual([{ field: 'domain', message: 'This field must contain a valid domain name' }]);
    const empty = await (await api('POST', '/domains', { domain: '' })).json();
    expect(empty.errors.body).toEqual([{ field: 'domain', message: 'This field is not allowed to be empty' }]);
    const skipped = await (await api('POST', '/domains', { domain: 'no_dots', skipValidation: true })).json();
    expect(skipped.errors.body).toEqual([
      { field: 'domain', message: '"domain" with value "no_dots" fails to match the domain structure pattern' },
    ]);
  });

  it('POST leaks the internal fields like the reference; GET does not', async () => {
    const created = await (await api('POST', '/domains', {
      domain: 'new.example.com', ssl: 'certbot', authentication: true, allowedEmails: ['ops@example.com'],
    })).json();
    expect(created).toMatchObject({ domain: 'new.example.com', authentication: true, oauth2Config: { allowedEmails: ['ops@example.com'] } });
    expect(created.oauth2ServicePort).toBeGreaterThanOrEqual(4180);
    expect(created.sslPair.fullchain).toContain('new.example.com');
    const fetched = await (await api('GET', `/domains/${created.id}`)).json();
    expect(fetched).not.toHaveProperty('oauth2ServicePort');
    expect(fetched).toMatchObject({ authentication: true, allowedEmails: ['ops@example.com'] });
  });

  it('refuses duplicates and renames', async () => {
    const twin = await (await api('POST', '/domains', { domain: 'app.example.com', ssl: 'self-signed' })).json();
    expect(twin.errors.body).toEqual([{ field: 'domain', message: 'Record already exists with the same value in domain' }]);
    const renamed = await (await api('PATCH', '/domains/1', { domain: 'other.example.com' })).json();
    expect(renamed.errors.body).toEqual([
      { field: 'domain', message: "Domain names can't be changed. Add a new one and delete this one instead." },
    ]);
  });

  it('turning authentication off clears requireAuth on the domain\'s HTTP services', async () => {
    expect(db.httpServices.filter((s) => s.domain === 'app.example.com' && s.requireAuth)).toHaveLength(2);
    const updated = await (await api('PATCH', '/domains/1', { domain: 'app.example.com', ssl: 'certbot', authentication: false })).json();
    expect(updated).toMatchObject({ authentication: false, allowedEmails: null });
    expect(db.httpServices.filter((s) => s.domain === 'app.example.com' && s.requireAuth)).toHaveLength(0);
  });

  it('DELETE answers "Deleted!"; an unknown domain is a 404', async () => {
    expect(await (await api('DELETE', '/domains/2')).json()).toBe('Deleted!');
    const gone = await api('GET', '/domains/2');
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ status: 'error', message: 'Domain not found!' });
  });
});
