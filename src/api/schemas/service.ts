import { z } from 'zod';
import type { HttpServiceInput, TcpServiceInput } from '../types';
import { bodySchema, formValues } from './contract';
import { formName, hostname, ipList, nullableBoolean, nullableString, optionalBoolean, port, requiredString, ttl } from './fields';
import { M, vmsg } from './message';
import { isHost, isHostname, skipAuthRouteErrors } from './rules';

/** An absolute URL path of letters, digits and `/._~-` (the YAML pattern of `pathLocation`). */
export const PATH_PATTERN = /^\/(?:[A-Za-z0-9._~-]+\/)*[A-Za-z0-9._~-]*$/;

export const pathLocation = z
  .string({ error: M.path })
  .trim()
  .min(1, { error: M.path })
  .max(40, { error: vmsg(M.maxLength, { max: 40 }) })
  .refine((value) => value.startsWith('/'), { error: M.path })
  .regex(PATH_PATTERN, { error: M.pathCharacters });

/**
 * A backend host: a host name or an IP address (null means the node itself), never `localhost`
 * (SPEC, API-FACTS §5.5).
 */
export const backendHost = (forbidden: string[]) =>
  z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required })
    .refine(isHost, { error: M.backendHost })
    .refine((value) => !forbidden.includes(value.toLowerCase()), { error: M.localhost })
    .nullable()
    .optional();

/** `POST /services/{nodeId}/http` and `PATCH …/http/{id}` bodies: exactly `HttpServiceInput`. */
export const httpServiceFields = bodySchema<HttpServiceInput>()(
  z
    .object({
      name: requiredString,
      domain: hostname.optional(),
      pathLocation: pathLocation.optional(),
      backendProto: z.enum(['http', 'https'], { error: M.oneOf }).nullable().optional(),
      backendHost: backendHost(['localhost']),
      backendPort: port.optional(),
      allowedIps: ipList,
      blockedIps: ipList,
      requireAuth: nullableBoolean,
      skipAuthRoutes: nullableString,
      ttl,
    })
    .strict(),
);

type HttpServiceFields = z.infer<typeof httpServiceFields>;

/** SPEC §5 rules that OpenAPI cannot state: domain or path, sign-in needs a domain, skip-auth lines. */
const httpServiceRules = (value: HttpServiceFields, ctx: z.RefinementCtx) => {
  if (!value.domain && !value.pathLocation) {
    ctx.addIssue({ code: 'custom', path: ['domain'], message: M.domainOrPath });
    ctx.addIssue({ code: 'custom', path: ['pathLocation'], message: M.domainOrPath });
  }
  if (value.requireAuth && !(value.domain && isHostname(value.domain))) {
    ctx.addIssue({ code: 'custom', path: ['requireAuth'], message: M.requireAuthDomain });
  }
  if (value.requireAuth && value.skipAuthRoutes) {
    const [first] = skipAuthRouteErrors(value.skipAuthRoutes);
    if (first) {
      ctx.addIssue({
        code: 'custom',
        path: ['skipAuthRoutes'],
        message: vmsg(first.key, { line: first.line, text: first.text }),
      });
    }
  }
};

export const httpServiceBody = formValues(httpServiceFields);
/** What the HTTP service form validates: the body plus SPEC's rules, and a new name's length (`storedName`: the service's own). */
export const httpServiceFormSchemaFor = (storedName?: string | null) =>
  formValues(httpServiceFields.extend({ name: formName(storedName) }).superRefine(httpServiceRules));
export const httpServiceFormSchema = httpServiceFormSchemaFor();

/** `POST /services/{nodeId}/tcp` and `PATCH …/tcp/{id}` bodies: exactly `TcpServiceInput`. */
export const tcpServiceFields = bodySchema<TcpServiceInput>()(
  z
    .object({
      name: requiredString,
      domain: hostname.optional(),
      proto: z.enum(['tcp', 'udp'], { error: M.oneOf }).nullable().optional(),
      backendHost: backendHost(['localhost', '127.0.0.1']),
      backendPort: port,
      port: port.optional(),
      ssl: optionalBoolean,
      allowedIps: ipList,
      blockedIps: ipList,
      ttl,
    })
    .strict(),
);

export const tcpServiceBody = formValues(tcpServiceFields);
/** What the TCP service form validates: the body, and a new name's length (`storedName`: the service's own). */
export const tcpServiceFormSchemaFor = (storedName?: string | null) => formValues(tcpServiceFields.extend({ name: formName(storedName) }));
export const tcpServiceFormSchema = tcpServiceFormSchemaFor();

/**
 * A new service of the gateway's own node names the host that runs it, and that host is not the
 * gateway itself (the reference: "Cannot use localhost as backendHost for local node.", and no host at
 * all means localhost there; API-FACTS §10.3). Its console's own service is the one exception, and
 * it already exists.
 */
export const onLocalNode = <S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(schema: S) =>
  schema.superRefine((value, ctx) => {
    const host = typeof value.backendHost === 'string' ? value.backendHost.trim().toLowerCase() : '';
    if (host === '' || host === 'localhost' || host === '127.0.0.1') {
      ctx.addIssue({ code: 'custom', path: ['backendHost'], message: M.localNodeHost });
    }
  });
