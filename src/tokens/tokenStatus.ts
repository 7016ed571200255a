/** SPEC §4 token status: Revoked (flag) before Expired (expireAt in the past) before Active. */
import type { PersonalAccessToken } from '../api/types';

export type TokenStatus = 'revoked' | 'expired' | 'active';

export const tokenStatus = (token: Pick<PersonalAccessToken, 'revoked' | 'expireAt'>, now = Date.now()): TokenStatus => {
  if (token.revoked) return 'revoked';
  const expiry = token.expireAt ? Date.parse(token.expireAt) : Number.NaN;
  return !Number.isNaN(expiry) && expiry < now ? 'expired' : 'active';
};
