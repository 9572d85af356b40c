import { tokenInfoSchema, type Role, type TokenInfo } from '@tiermap/domain';
import { z } from 'zod';
import type { Graph } from '../../db/graph.js';
import { parseRow, parseValue } from '../../db/rows.js';

/** A token as stored: its hash, never the secret. */
export interface StoredToken extends TokenInfo {
  hash: string;
}

export interface NewStoredToken {
  id: string;
  name: string;
  role: Role;
  carrierId: string | null;
  hash: string;
  createdBy: string;
  /** ISO instants. */
  createdAt: string;
  expiresAt: string | null;
}

export interface TokenRepository {
  /** The token whose hash this is, revoked or not. */
  byHash(hash: string): Promise<StoredToken | undefined>;
  list(): Promise<TokenInfo[]>;
  create(token: NewStoredToken): Promise<TokenInfo>;
  /** Sets the token's hash, name and role by id, creating it when missing (the env admin token). */
  ensure(token: NewStoredToken): Promise<void>;
  /** Marks the token revoked at `at`; undefined when there is none. */
  revoke(id: string, at: string): Promise<TokenInfo | undefined>;
  carrierExists(carrierId: string): Promise<boolean>;
}

const FIELDS = `t {.id, .name, .role, .carrierId, .createdBy, .hash,
                  createdAt: toString(t.createdAt), expiresAt: toString(t.expiresAt),
                  revokedAt: toString(t.revokedAt)} AS row`;

const STORED_TOKEN = tokenInfoSchema.extend({ hash: z.string() });
const FOUND_ROW = z.object({ found: z.boolean() });

export function createTokenRepository(graph: Graph): TokenRepository {
  const parse = (row: unknown): StoredToken => parseValue(STORED_TOKEN, row, 'api token');
  const info = ({ hash: _hash, ...rest }: StoredToken): TokenInfo => rest;
  return {
    byHash: (hash) =>
      graph.read(async (tx) => {
        const result = await tx.run(`MATCH (t:ApiToken {hash: $hash}) RETURN ${FIELDS}`, { hash });
        const row: unknown = result.records[0]?.get('row');
        return row === undefined ? undefined : parse(row);
      }),
    list: () =>
      graph.read(async (tx) => {
        const result = await tx.run(
          `MATCH (t:ApiToken) RETURN ${FIELDS} ORDER BY t.createdAt, t.id`,
        );
        return result.records.map((r) => info(parse(r.get('row'))));
      }),
    create: (token) =>
      graph.write(async (tx) => {
        const result = await tx.run(
          `CREATE (t:ApiToken)
           SET t = $token, t.createdAt = datetime($token.createdAt),
               t.expiresAt = CASE WHEN $token.expiresAt IS NULL THEN null ELSE datetime($token.expiresAt) END
           RETURN ${FIELDS}`,
          { token },
        );
        return info(parse(result.records[0]?.get('row')));
      }),
    ensure: async (token) => {
      await graph.write((tx) =>
        tx.run(
          `MERGE (t:ApiToken {id: $token.id})
           ON CREATE SET t.createdAt = datetime($token.createdAt), t.createdBy = $token.createdBy
           SET t.name = $token.name, t.role = $token.role, t.carrierId = $token.carrierId,
               t.hash = $token.hash, t.revokedAt = null, t.expiresAt = null`,
          { token },
        ),
      );
    },
    revoke: (id, at) =>
      graph.write(async (tx) => {
        const result = await tx.run(
          `MATCH (t:ApiToken {id: $id})
           SET t.revokedAt = coalesce(t.revokedAt, datetime($at))
           RETURN ${FIELDS}`,
          { id, at },
        );
        const row: unknown = result.records[0]?.get('row');
        return row === undefined ? undefined : info(parse(row));
      }),
    carrierExists: (carrierId) =>
      graph.read(async (tx) => {
        const result = await tx.run('MATCH (c:Carrier {id: $id}) RETURN count(c) > 0 AS found', {
          id: carrierId,
        });
        return parseRow(FOUND_ROW, result.records[0], 'carrierExists').found;
      }),
  };
}
