import { z } from 'zod';
import type { DomainInput } from '../types';
import { bodySchema, formValues } from './contract';
import { email, hostname, optionalBoolean } from './fields';
import { M } from './message';

/** `POST /domains` and `PATCH /domains/{id}` bodies: exactly `DomainInput`. */
export const domainFields = bodySchema<DomainInput>()(
  z
    .object({
      domain: hostname,
      ssl: z.enum(['self-signed', 'certbot'], { error: M.oneOf }).nullable().optional(),
      skipValidation: optionalBoolean,
      authentication: optionalBoolean,
      allowedEmails: z.array(email).nullable().optional(),
    })
    .strict(),
);

type DomainFields = z.infer<typeof domainFields>;

/** SPEC §5 and §4 rules that OpenAPI cannot state. */
const domainRules = (value: DomainFields, ctx: z.RefinementCtx) => {
  if (value.skipValidation && value.ssl === 'certbot') {
    ctx.addIssue({ code: 'custom', path: ['ssl'], message: M.certbotNeedsValidation });
  }
  if (!value.authentication && value.allowedEmails && value.allowedEmails.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['allowedEmails'], message: M.emailsWithoutAuth });
  }
  // The reference takes each address once (Joi's unique(), which compares them as typed).
  value.allowedEmails?.forEach((email, index, list) => {
    if (list.indexOf(email) !== index) ctx.addIssue({ code: 'custom', path: ['allowedEmails', index], message: M.duplicateEmail });
  });
};

/**
 * The allowed e-mails as the form holds them: a blank entry (the one SPEC §4 adds when OAuth2 is turned
 * on, or one left over) is checked as valid in its place, so that errors stay on their entries, and left
 * out of what is saved.
 */
const allowedEmailEntries = z
  .array(z.string({ error: M.email }).trim().refine((value) => value === '' || email.safeParse(value).success, { error: M.email }))
  .transform((entries) => entries.filter((entry) => entry !== ''))
  .nullable()
  .optional();

export const domainBody = formValues(domainFields);
export const domainFormSchema = formValues(domainFields.extend({ allowedEmails: allowedEmailEntries }).superRefine(domainRules));
