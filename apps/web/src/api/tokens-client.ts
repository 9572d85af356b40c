import {
  createdTokenSchema,
  tokenInfoSchema,
  tokenListSchema,
  type CreatedToken,
  type NewToken,
  type TokenInfo,
} from '@tiermap/domain';
import { api, withSignal } from './http.js';

/** `GET /api/tokens` (admins): every token, without its secret. */
export async function fetchTokens(signal?: AbortSignal): Promise<TokenInfo[]> {
  return tokenListSchema.parse(await api().GET('/api/tokens', withSignal(signal))).tokens;
}

/**
 * `POST /api/tokens` (admins): the new token's secret, answered this once, and its listing. The
 * secret is shown to the admin and never logged or kept.
 */
export async function createToken(token: NewToken): Promise<CreatedToken> {
  return createdTokenSchema.parse(await api().POST('/api/tokens', { body: token }));
}

/** `DELETE /api/tokens/{id}` (admins): the token as listed, now revoked. */
export async function revokeToken(id: string): Promise<TokenInfo> {
  return tokenInfoSchema.parse(
    await api().DELETE('/api/tokens/{id}', { params: { path: { id } } }),
  );
}
