/**
 * zod building blocks with SPEC §5 messages; every message is an i18n key (see message.ts). Where
 * openapi.yaml states a constraint (length, range, pattern, format), the block states the same one
 * natively, so that its JSON Schema export can be compared with the YAML (tests/contract).
 */
import { z } from 'zod';
import { NAME_MAX_LENGTH } from './limits';
import { M, vmsg } from './message';
import { dnsServerEntries, isCidr, isHostname, isIP, isIpOrCidr } from './rules';

// zod probes for eval (`new Function`) to compile fast parsers; the console's Content-Security-Policy
// forbids eval, and the probe alone is reported as a violation.
z.config({ jitless: true });

/** A required text (YAML `minLength: 1`), trimmed. */
export const requiredString = z
  .string({ error: M.required })
  .trim()
  .min(1, { error: M.required });

/**
 * A form's name: required, and at most NAME_MAX_LENGTH characters unless it is the name the record
 * already has (a longer name made elsewhere does not stop an edit of the record's other fields).
 */
export const formName = (storedName?: string | null) =>
  requiredString.refine((value) => value.length <= NAME_MAX_LENGTH || value === storedName?.trim(), {
    error: vmsg(M.maxLength, { max: NAME_MAX_LENGTH }),
  });

/** A text the contract allows to be null (YAML `type: [string, 'null']`). */
export const nullableString = z.string({ error: M.required }).nullable().optional();

/**
 * DNS servers for a node: IP addresses without a prefix, separated by commas or spaces, as the
 * reference's `dns` rule splits them (API-FACTS §5.3); '' or null for none. The first entry that is
 * not an address is named in the message.
 */
export const dnsServers = nullableString.superRefine((value, ctx) => {
  const wrong = dnsServerEntries(value ?? '').find((entry) => !isIP(entry));
  if (wrong !== undefined) ctx.addIssue({ code: 'custom', message: vmsg(M.dnsEntry, { entry: wrong }) });
});

export const optionalBoolean = z.boolean({ error: M.boolean }).optional();

export const nullableBoolean = z.boolean({ error: M.boolean }).nullable().optional();

/** A domain name (YAML `minLength: 1`), trimmed, with SPEC's hostname rule on top. */
export const hostname = z
  .string({ error: M.domainRequired })
  .trim()
  .min(1, { error: M.domainRequired })
  .refine(isHostname, { error: M.domainFormat });

/** A TCP/UDP port (YAML integer 1-65535); a missing one is "required" (Joi's any.required). */
export const port = z
  .number({ error: (issue) => (issue.input == null ? M.required : M.port) })
  .int({ error: M.port })
  .min(1, { error: M.port })
  .max(65535, { error: M.port });

/** IPs or CIDR ranges (YAML `type: [array, 'null']`). */
export const ipList = z
  .array(z.string({ error: M.ipOrCidr }).trim().refine(isIpOrCidr, { error: M.ipOrCidr }))
  .nullable()
  .optional();

/** `30s`, `10m`, `2h`, `1d`, or '' for none (the YAML pattern). */
export const TTL_PATTERN = /^(\d+\s*(s|m|h|d))?$/;

export const ttl = z.string({ error: M.ttl }).regex(TTL_PATTERN, { error: M.ttl }).optional();

export const email = z.email({ error: M.email });

/** An IP with a required CIDR prefix (YAML `minLength: 1`). */
export const cidr = z
  .string({ error: M.cidr })
  .trim()
  .min(1, { error: M.required })
  .refine(isCidr, { error: M.cidr });

export const integerBetween = (min: number, max: number) =>
  z
    .number({ error: M.number })
    .int({ error: M.integer })
    .min(min, { error: vmsg(M.minValue, { min }) })
    .max(max, { error: vmsg(M.maxValue, { max }) });
