import { z } from 'zod';
import { M } from './message';
import { email, hostname, optionalBoolean } from './fields';

export const domainFields = z.object({
  domain: hostname,
  ssl: z.enum(['self-signed', 'certbot'], { error: M.oneOf }).nullable().optional(),
  skipValidation: optionalBoolean,
  authentication: optionalBoolean,
  allowedEmails: z.array(email).nullable().optional(),
});

type DomainFields = z.infer<typeof domainFields>;

const domainRules = (value: DomainFields, ctx: z.RefinementCtx) => {
  if (value.skipValidation && value.ssl === 'certbot') {
    ctx.addIssue({ code: 'custom', path: ['ssl'], message: M.certbotNeedsValidation });
  }
  if (!value.authentication && value.allowedEmails && value.allowedEmails.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['allowedEmails'], message: M.emailsWithoutAuth });
  }
};

export const domainFormSchema = domainFields.superRefine(domainRules);
export const domainInputSchema = domainFields.strict().superRefine(domainRules);
