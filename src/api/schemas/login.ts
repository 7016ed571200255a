import { z } from 'zod';
import { M } from './message';
import { requiredString } from './fields';

// Passwords are taken as typed: no trimming.
export const loginSchema = z.object({
  username: requiredString,
  password: z.string({ error: M.required }).min(1, { error: M.required }),
});
export const loginInputSchema = loginSchema.strict();
