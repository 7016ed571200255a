import { z } from 'zod';
import type { LoginRequest } from '../types';
import { bodySchema } from './contract';
import { M } from './message';
import { requiredString } from './fields';

// Passwords are taken as typed: no trimming.
export const loginSchema = bodySchema<LoginRequest>()(
  z
    .object({
      username: requiredString,
      password: z.string({ error: M.required }).min(1, { error: M.required }),
    })
    .strict(),
);
