import { z } from 'zod';
import { M, vmsg } from './message';
import { isHostname, skipAuthRouteErrors } from './rules';
import {
  ipList,
  optionalBoolean,
  optionalHostname,
  optionalPort,
  optionalString,
  port,
  requiredString,
  ttl,
} from './fields';

const backendHost = optionalString.refine((v) => !v || v.trim().toLowerCase() !== 'localhost', {
  error: M.localhost,
});

export const httpServiceFields = z.object({
  name: requiredString,
  domain: optionalHostname,
  pathLocation: optionalString.refine((v) => !v || v.startsWith('/'), { error: M.path }),
  backendProto: z.enum(['http', 'https'], { error: M.oneOf }).nullable().optional(),
  backendHost,
  backendPort: optionalPort,
  allowedIps: ipList,
  blockedIps: ipList,
  requireAuth: optionalBoolean,
  skipAuthRoutes: optionalString,
  ttl,
});

type HttpServiceFields = z.infer<typeof httpServiceFields>;

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

export const httpServiceFormSchema = httpServiceFields.superRefine(httpServiceRules);
export const httpServiceInputSchema = httpServiceFields.strict().superRefine(httpServiceRules);

export const tcpServiceFields = z.object({
  name: requiredString,
  domain: optionalHostname,
  proto: z.enum(['tcp', 'udp'], { error: M.oneOf }).nullable().optional(),
  backendHost,
  backendPort: port,
  port: optionalPort,
  ssl: optionalBoolean,
  allowedIps: ipList,
  blockedIps: ipList,
  ttl,
});

export const tcpServiceFormSchema = tcpServiceFields;
export const tcpServiceInputSchema = tcpServiceFields.strict();
