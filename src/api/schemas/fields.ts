/** zod building blocks with SPEC §5 messages; every message is an i18n key (see message.ts). */
import { z } from 'zod';
import { M, vmsg } from './message';
import { isHostname, isIpOrCidr, isPort } from './rules';

// zod probes for eval (`new Function`) to compile fast parsers; the console's Content-Security-Policy
// forbids eval, and the probe alone is reported as a violation.
z.config({ jitless: true });

export const requiredString = z
  .string({ error: M.required })
  .trim()
  .min(1, { error: M.required });

/** Optional text: absent, null or '' all mean "not given". */
export const optionalString = z.string({ error: M.required }).nullable().optional();

export const optionalBoolean = z.boolean({ error: M.boolean }).nullable().optional();

export const hostname = z
  .string({ error: M.domainRequired })
  .trim()
  .min(1, { error: M.domainRequired })
  .refine(isHostname, { error: M.domainFormat });

/** An optional domain: empty (or blank) means none, anything else must be a hostname; trimmed like `hostname`. */
export const optionalHostname = z
  .string({ error: M.domainFormat })
  .trim()
  .nullable()
  .optional()
  .refine((v) => !v || isHostname(v), { error: M.domainFormat });

/** A TCP/UDP port; a missing one is "required" (Joi's any.required), anything else not a port is M.port. */
export const port = z
  .number({ error: (issue) => (issue.input == null ? M.required : M.port) })
  .refine(isPort, { error: M.port });

export const optionalPort = port.nullable().optional();

export const ipList = z
  .array(z.string({ error: M.ipOrCidr }).trim().refine(isIpOrCidr, { error: M.ipOrCidr }))
  .nullable()
  .optional();

export const ttl = z
  .string()
  .regex(/^(\d+\s*(s|m|h|d))?$/, { error: M.ttl })
  .nullable()
  .optional();

export const email = z.string({ error: M.email }).trim().email({ error: M.email });

export const integerBetween = (min: number, max: number) =>
  z
    .number({ error: M.number })
    .int({ error: M.integer })
    .min(min, { error: vmsg(M.minValue, { min }) })
    .max(max, { error: vmsg(M.maxValue, { max }) });
