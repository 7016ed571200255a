import { z } from 'zod';
import type { PersonalAccessTokenInput } from '../types';
import { bodySchema, formValues } from './contract';
import { formName, requiredString } from './fields';
import { M } from './message';

/** `POST /nodes/{id}/pats` body: exactly `PersonalAccessTokenInput` (an ISO 8601 expiry, or none). */
export const patFields = bodySchema<PersonalAccessTokenInput>()(
  z
    .object({
      name: requiredString,
      expireAt: z.iso.datetime({ error: M.date }).optional(),
    })
    .strict(),
);

export const patBody = formValues(patFields);
/** What the token form validates: the body, with a name that fits (tokens are never renamed). */
export const patFormSchema = formValues(patFields.extend({ name: formName() }));
