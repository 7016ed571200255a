/** SPEC §4 token status: Revoked (flag) before Expired (expireAt in the past) before Active. */
import type { PersonalAccessToken } from '../api/types';

export type TokenStatus = 'revoked' | 'expired' | 'active';

/** When a token stops working in ms, or null: none, or a date the gateway cannot read and so never ends (API-FACTS §12 item 25). */
export const tokenEnd = (token: Pick<PersonalAccessToken, 'expireAt'>): number | null => {
  const end = token.expireAt ? Date.parse(token.expireAt) : Number.NaN;
  return Number.isNaN(end) ? null : end;
};

export const tokenStatus = (token: Pick<PersonalAccessToken, 'revoked' | 'expireAt'>, now = Date.now()): TokenStatus => {
  if (token.revoked) return 'revoked';
  const end = tokenEnd(token);
  return end !== null && end < now ? 'expired' : 'active';
};
