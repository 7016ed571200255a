/**
 * A session with the gateway: the console's typed client (src/providers/apiClient.ts) on the gateway's
 * API, signed in with GATEWAY_USER / GATEWAY_PASSWORD as the console's sign-in page does, or given
 * GATEWAY_TOKEN.
 */
import { STATUS_CODES } from 'node:http';
import { createApi, type Api } from '../../src/providers/apiClient';
import { ApiError } from '../../src/providers/httpErrors';
import { reasonOf, say } from './messages';
import { UserError } from './userError';

const LOGIN = '/api/auth/login';

/**
 * An address whose API answers 404 or 405 where every gateway answers (a web server, the dev server,
 * a wrong path), or a success that is not JSON (a web page): one sentence saying so, naming the address.
 * `request` names what was asked, e.g. "its /api/auth/login".
 */
export const notAGatewayApi = (error: unknown, gateway: string, request: string): UserError | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  const { status } = error;
  const not = `${gateway} is not a gateway's API: ${request} answered ${status}`;
  if (status === 404 || status === 405) return new UserError(`${not} ${STATUS_CODES[status]}.`);
  if (status >= 200 && status < 300) return new UserError(`${not} without the JSON a gateway sends (a web page?).`);
  return undefined;
};

/** The sign-in's failure as the console's sign-in page says it; an unreachable gateway is named as such. */
const signInFailure = (error: unknown, gateway: string): UserError => {
  const notAGateway = notAGatewayApi(error, gateway, `its ${LOGIN}`);
  if (notAGateway) return notAGateway;
  const status = error instanceof ApiError ? error.status : -1;
  if (status === 0) return new UserError(`${gateway}: ${reasonOf(error)}`);
  if (status === 429) return new UserError(`Sign-in refused: ${say('app.auth.too_many_attempts')}`);
  if (status === 401 || status === 400 || status === 422) {
    return new UserError(`Sign-in refused: ${say('app.auth.invalid_credentials')} (GATEWAY_USER, GATEWAY_PASSWORD)`);
  }
  return new UserError(`Sign-in failed: ${reasonOf(error)}`);
};

export const connect = async (gateway: string, env: NodeJS.ProcessEnv): Promise<Api> => {
  let token: string | null = env.GATEWAY_TOKEN || null;
  const api = createApi({ baseUrl: `${gateway}/api`, token: () => token });
  if (token) return api;

  const { GATEWAY_USER: username, GATEWAY_PASSWORD: password } = env;
  if (!username || !password) {
    throw new UserError('No credentials: set GATEWAY_USER and GATEWAY_PASSWORD (the gateway admin), or GATEWAY_TOKEN.');
  }
  let answer;
  try {
    answer = await api.post('/auth/login', { body: { username, password } });
  } catch (error) {
    throw signInFailure(error, gateway);
  }
  // JSON without a token: some other API.
  if (!answer?.token) throw new UserError(`${gateway} is not a gateway's API: its ${LOGIN} answered without a sign-in token.`);
  token = answer.token;
  return api;
};
