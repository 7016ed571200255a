import { z } from 'zod';
import { M } from './message';
import { requiredString } from './fields';

export const patFields = z.object({
  name: requiredString,
  expireAt: z
    .string({ error: M.date })
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: M.date })
    .nullable()
    .optional(),
});

export const patFormSchema = patFields;
export const patInputSchema = patFields.strict();
