/** The typed client (providers/api.ts): headers, queries, the SPEC §8 error mapping, and downloads. */
import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { api, serializeQuery, streamUrl } from '../../../src/providers/api';
import { ApiError, fileNameFrom, toFormErrors } from '../../../src/providers/httpErrors';
import { signIn, useServer } from './support';

const { server, seen } = useServer();

const failWith = async (promise: Promise<unknown>): Promise<HttpError> => {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected the call to fail');
};

describe('every request', () => {
  it('carries the bearer token and credentials "include" when signed in', async () => {
    signIn('abc.def');
    server.use(http.get('*/api/nodes/1', () => HttpResponse.json({ id: 1 })));
    await api.get('/nodes/{id}', { path: { id: 1 } });
    expect(seen).toHaveLength(1);
    expect(seen[0].headers.get('Authorization')).toBe('Bearer abc.def');
    expect(seen[0].credentials).toBe('include');
  });

  it('sends no Authorization header without a token but still includes credentials', async () => {
    server.use(http.get('*/api/nodes/1', () => HttpResponse.json({ id: 1 })));
    await api.get('/nodes/{id}', { path: { id: 1 } });
    expect(seen[0].headers.has('Authorization')).toBe(false);
    expect(seen[0].credentials).toBe('include');
  });

  it('sends a JSON body with its content type and the chosen method', async () => {
    server.use(http.post('*/api/domains', () => HttpResponse.json({ id: 9 })));
    await api.post('/domains', { body: { domain: 'a.example.com' } });
    expect(seen[0].method).toBe('POST');
    expect(seen[0].headers.get('Content-Type')).toBe('application/json');
    expect(await seen[0].text).toBe('{"domain":"a.example.com"}');
  });

  it('goes to /api + path on the page origin', async () => {
    server.use(http.get('*/api/domains', () => HttpResponse.json([])));
    await api.get('/domains', {});
    expect(seen[0].url.origin).toBe(window.location.origin);
    expect(seen[0].path).toBe('/api/domains');
  });
});

describe('queries', () => {
  it('drop undefined, null and empty parameters', () => {
    expect(serializeQuery({ page: 1, limit: 10, search: '', type: undefined, orderBy: null })).toBe('page=1&limit=10');
  });

  it('keep falsy but meaningful values such as 0 and false', () => {
    expect(serializeQuery({ page: 0, enabled: false })).toBe('page=0&enabled=false');
  });

  it('give an empty string when nothing is left', () => {
    expect(serializeQuery({ search: '', type: undefined })).toBe('');
    expect(serializeQuery(undefined)).toBe('');
  });

  it('never put an empty parameter on the wire', async () => {
    server.use(http.get('*/api/nodes', () => HttpResponse.json({ data: [], page: 1, limit: 10, total: 0 })));
    await api.get('/nodes', { query: { page: 1, limit: 10, type: undefined, search: '' } });
    expect([...seen[0].url.searchParams.keys()]).toEqual(['page', 'limit']);
  });

  it('fill path parameters, encoded', async () => {
    server.use(http.delete('*/api/services/3/tcp/7', () => HttpResponse.json('Deleted!')));
    await api.delete('/services/{nodeId}/tcp/{id}', { path: { nodeId: 3, id: 7 } });
    expect(seen[0].path).toBe('/api/services/3/tcp/7');
  });

  it('build event-stream URLs with the token in the query and no empty values', () => {
    expect(streamUrl('/logs/stream', { domain: 'a.example.com', token: 'abc' })).toBe('/api/logs/stream?domain=a.example.com&token=abc');
    expect(streamUrl('/nodes/stream', { page: 1, limit: 10, type: undefined, token: 't' })).toBe('/api/nodes/stream?page=1&limit=10&token=t');
  });
});

describe('answers', () => {
  it('reads a JSON string answer (deletes answer "Deleted!")', async () => {
    server.use(http.delete('*/api/domains/3', () => HttpResponse.json('Deleted!')));
    expect(await api.delete('/domains/{id}', { path: { id: 3 } })).toBe('Deleted!');
  });

  it('reads an empty 204 answer as null where the contract declares one', async () => {
    server.use(http.get('*/api/services/1/http/99', () => new HttpResponse(null, { status: 204 })));
    expect(await api.get('/services/{nodeId}/http/{id}', { path: { nodeId: 1, id: 99 } })).toBeNull();
  });

  it('refuses an empty 200 where the contract expects JSON, instead of passing it off as nothing', async () => {
    server.use(http.get('*/api/nodes/2', () => new HttpResponse('', { status: 200 })));
    const error = await failWith(api.get('/nodes/{id}', { path: { id: 2 } }));
    expect(error.status).toBe(200);
    expect(error.message).toBe('app.errors.invalid_response');
  });

  it('refuses a success whose body is not JSON (an HTML page from a proxy)', async () => {
    server.use(http.get('*/api/domains', () => new HttpResponse('<html>login</html>', { headers: { 'Content-Type': 'text/html' } })));
    const error = await failWith(api.get('/domains', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('app.errors.invalid_response');
    expect(error.status).toBe(200);
  });

  it('strips key material at any depth of a JSON answer', async () => {
    server.use(
      http.get('*/api/services/1/http/2', () =>
        HttpResponse.json({ id: 2, name: 'web', node: { id: 1, name: 'n', privateKey: 'PK', publicKey: 'PUB', preSharedKey: 'PSK' } }),
      ),
    );
    expect(await api.get('/services/{nodeId}/http/{id}', { path: { nodeId: 1, id: 2 } })).toEqual({ id: 2, name: 'web', node: { id: 1, name: 'n' } });
  });
});

describe('errors (SPEC §8)', () => {
  it('400 with a message gives an HttpError carrying that message and the body', async () => {
    server.use(
      http.delete('*/api/nodes/1', () =>
        HttpResponse.json({ status: 'error', message: "Local node can't be deleted" }, { status: 400 }),
      ),
    );
    const error = await failWith(api.delete('/nodes/{id}', { path: { id: 1 } }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe("Local node can't be deleted");
    expect((error as ApiError).serverText).toBe(true);
    expect(error.body).toEqual({ status: 'error', message: "Local node can't be deleted" });
  });

  it('400 without a message gives app.errors.unknown', async () => {
    server.use(http.get('*/api/nodes', () => HttpResponse.json({ status: 'error' }, { status: 400 })));
    const error = await failWith(api.get('/nodes', {}));
    expect(error.status).toBe(400);
    expect(error.message).toBe('app.errors.unknown');
    expect((error as ApiError).serverText).toBe(false);
  });

  it('400 with no body at all gives app.errors.unknown', async () => {
    server.use(http.get('*/api/nodes', () => new HttpResponse(null, { status: 400 })));
    const error = await failWith(api.get('/nodes', {}));
    expect(error.message).toBe('app.errors.unknown');
  });

  it('422 maps errors.body [{field, message}] to body.errors {field: sentence}, nested paths included, never the gateway\'s words', async () => {
    server.use(
      http.post('*/api/nodes', () =>
        HttpResponse.json(
          {
            message: 'Validation failed',
            errors: {
              body: [
                { field: 'name', message: 'This field is required' },
                { field: 'gatewayNetworks.0.subnet', message: '"gatewayNetworks[0].subnet" must be a valid ip address with a required CIDR' },
              ],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const error = await failWith(api.post('/nodes', { body: { name: '' } }));
    expect(error.status).toBe(422);
    expect(error.message).toBe('Validation failed');
    expect((error.body as { errors: unknown }).errors).toEqual({
      name: 'ra.validation.required',
      'gatewayNetworks.0.subnet': 'app.validation.cidr',
    });
  });

  it('422 with an empty field lands on the fields its rule concerns, or on the form root: a key to toast, a sentence to show', async () => {
    const refuse = (message: string) =>
      server.use(
        http.post('*/api/services/1/http', () => HttpResponse.json({ message: 'Validation failed', errors: { body: [{ field: '', message }] } }, { status: 422 })),
      );
    refuse('"value" must contain at least one of [domain, pathLocation]');
    let error = await failWith(api.post('/services/{nodeId}/http', { path: { nodeId: 1 }, body: { name: 'x' } }));
    expect((error.body as { errors: unknown }).errors).toEqual({ domain: 'app.validation.domain_or_path', pathLocation: 'app.validation.domain_or_path' });
    refuse('"value" must be of type object');
    error = await failWith(api.post('/services/{nodeId}/http', { path: { nodeId: 1 }, body: { name: 'x' } }));
    expect((error.body as { errors: unknown }).errors).toEqual({ root: { serverError: 'app.errors.form_refused', sentence: 'app.refusals.unreadable' } });
  });

  it('toFormErrors reads every segment (query as well as body) and ignores malformed bodies', () => {
    expect(
      toFormErrors({ errors: { query: [{ field: 'search', message: '"search" is not allowed' }] } }),
    ).toEqual({ search: '@@react-admin@@{"message":"app.refusals.unknown_field","args":{"key":"search"}}' });
    expect(toFormErrors(null)).toEqual({});
    expect(toFormErrors('Rate Limit exceeded')).toEqual({});
    expect(toFormErrors({ errors: { body: 'not a list' } })).toEqual({});
  });

  it('429 with the reference text body gives app.auth.too_many_attempts', async () => {
    server.use(
      http.get('*/api/nodes', () =>
        new HttpResponse('Rate Limit exceeded', { status: 429, headers: { 'Content-Type': 'text/html', 'Retry-After': '600' } }),
      ),
    );
    const error = await failWith(api.get('/nodes', {}));
    expect(error.status).toBe(429);
    expect(error.message).toBe('app.auth.too_many_attempts');
    expect(error.body).toBe('Rate Limit exceeded');
  });

  it("passes the limiter's Retry-After and X-RateLimit-Remaining on as rateLimit (seconds or an HTTP date)", async () => {
    server.use(
      http.get('*/api/nodes', () =>
        new HttpResponse('Rate Limit exceeded', {
          status: 429,
          headers: { 'Content-Type': 'text/html', 'Retry-After': '272', 'X-RateLimit-Remaining': '0' },
        }),
      ),
      http.get('*/api/domains', () =>
        HttpResponse.json({ status: 'error', message: 'Unknown error' }, { status: 401, headers: { 'X-RateLimit-Remaining': '1' } }),
      ),
      http.get('*/api/nodes/1', () =>
        new HttpResponse('Rate Limit exceeded', {
          status: 429,
          headers: { 'Retry-After': new Date(Date.now() + 90_500).toUTCString() },
        }),
      ),
    );
    expect(((await failWith(api.get('/nodes', {}))) as ApiError).rateLimit).toEqual({ retryAfter: 272, remaining: 0 });
    expect(((await failWith(api.get('/domains', {}))) as ApiError).rateLimit).toEqual({ remaining: 1 });
    const byDate = ((await failWith(api.get('/nodes/{id}', { path: { id: 1 } }))) as ApiError).rateLimit.retryAfter;
    expect(byDate).toBeGreaterThanOrEqual(89);
    expect(byDate).toBeLessThanOrEqual(91);
  });

  it('401 and 403 keep their status so checkError can end the session', async () => {
    server.use(
      http.get('*/api/nodes', () => HttpResponse.json({ status: 'error', message: 'Unknown error' }, { status: 401 })),
      http.get('*/api/domains', () => HttpResponse.json({ status: 'error', message: 'Unknown error' }, { status: 403 })),
    );
    expect((await failWith(api.get('/nodes', {}))).status).toBe(401);
    expect((await failWith(api.get('/domains', {}))).status).toBe(403);
  });

  it('404 with a message passes the message on', async () => {
    server.use(http.get('*/api/nodes/77', () => HttpResponse.json({ status: 'error', message: 'Node not found!' }, { status: 404 })));
    const error = await failWith(api.get('/nodes/{id}', { path: { id: 77 } }));
    expect(error.status).toBe(404);
    expect(error.message).toBe('Node not found!');
  });

  it('an HTML error page (a route the gateway does not have) gives app.errors.server', async () => {
    server.use(
      http.get('*/api/domains/5', () =>
        new HttpResponse('<!DOCTYPE html><pre>Cannot GET /api/domains/5</pre>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const error = await failWith(api.get('/domains/{id}', { path: { id: 5 } }));
    expect(error.status).toBe(404);
    expect(error.message).toBe('app.errors.server');
  });

  it('no answer at all (network error) gives HttpError status 0 app.errors.network', async () => {
    server.use(http.get('*/api/nodes', () => HttpResponse.error()));
    const error = await failWith(api.get('/nodes', {}));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(0);
    expect(error.message).toBe('app.errors.network');
  });

  it('an aborted request is rethrown as the AbortError, not mapped', async () => {
    server.use(http.get('*/api/nodes', () => HttpResponse.json([])));
    const controller = new AbortController();
    controller.abort();
    const error = await failWith(api.get('/nodes', { signal: controller.signal }));
    expect((error as unknown as Error).name).toBe('AbortError');
    expect(error).not.toBeInstanceOf(HttpError);
  });
});

describe('downloads', () => {
  it('fileNameFrom reads filename="…" from Content-Disposition', () => {
    expect(fileNameFrom('attachment; filename="wiredoor-laptop-config.conf"')).toBe('wiredoor-laptop-config.conf');
  });

  it('fileNameFrom reads RFC 5987 filename*=UTF-8\'\'…', () => {
    expect(fileNameFrom("attachment; filename*=UTF-8''wiredoor-caf%C3%A9-config.conf")).toBe('wiredoor-café-config.conf');
  });

  it('fileNameFrom falls back to config.conf when the header is absent or has no file name', () => {
    expect(fileNameFrom(null)).toBe('config.conf');
    expect(fileNameFrom('attachment')).toBe('config.conf');
    expect(fileNameFrom('attachment; filename=""')).toBe('config.conf');
  });

  it('fileNameFrom never lets a path separator through', () => {
    expect(fileNameFrom('attachment; filename="../../etc/passwd"')).toBe('.._.._etc_passwd');
  });

  it('fileNameFrom keeps a verbatim node name holding a percent sign', () => {
    // The reference server inserts the node name verbatim: "50%off" is not percent-encoding.
    expect(fileNameFrom('attachment; filename="wiredoor-50%off-config.conf"')).toBe('wiredoor-50%off-config.conf');
  });

  it('download gives the raw text and the Content-Disposition file name', async () => {
    signIn();
    server.use(
      http.get('*/api/nodes/4/download', () =>
        new HttpResponse('[Interface]\nPrivateKey = abc\n', {
          headers: { 'Content-Disposition': 'attachment; filename="wiredoor-edge-config.conf"' },
        }),
      ),
    );
    const { blob, fileName } = await api.download('/nodes/{id}/download', { path: { id: 4 } });
    expect(fileName).toBe('wiredoor-edge-config.conf');
    expect(await blob.text()).toBe('[Interface]\nPrivateKey = abc\n');
    expect(seen[0].headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('download names the file config.conf without Content-Disposition', async () => {
    server.use(http.get('*/api/nodes/4/download', () => new HttpResponse('[Interface]\n')));
    const { fileName } = await api.download('/nodes/{id}/download', { path: { id: 4 } });
    expect(fileName).toBe('config.conf');
  });

  it('download maps a 400 (local node) to an HttpError', async () => {
    server.use(
      http.get('*/api/nodes/1/download', () =>
        HttpResponse.json({ status: 'error', message: "Local node doesn't have wireguard config" }, { status: 400 }),
      ),
    );
    const error = await failWith(api.download('/nodes/{id}/download', { path: { id: 1 } }));
    expect(error.status).toBe(400);
    expect(error.message).toBe("Local node doesn't have wireguard config");
  });
});
