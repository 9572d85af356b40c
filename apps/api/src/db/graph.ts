import neo4j, {
  type Driver,
  type ManagedTransaction,
  type Record as Neo4jRecord,
  type SessionMode,
} from 'neo4j-driver';

export type { ManagedTransaction };

export interface GraphConnection {
  uri: string;
  user: string | undefined;
  password: string | undefined;
  database: string | undefined;
}

/**
 * The one door to Neo4j. Repositories take a Graph and run parameterised Cypher in read or
 * write transactions; nothing else in the API touches the driver.
 */
export interface Graph {
  read<T>(work: (tx: ManagedTransaction) => Promise<T>): Promise<T>;
  write<T>(work: (tx: ManagedTransaction) => Promise<T>): Promise<T>;
  /**
   * Runs one read statement in its own auto-commit transaction and gives its records: one round
   * trip, where `read` takes two (the statement, then its COMMIT). For a small read made on
   * every request; not retried, so a transient failure fails the call.
   */
  readOnce(cypher: string, params?: Record<string, unknown>): Promise<Neo4jRecord[]>;
  /** Runs one statement in its own auto-commit transaction (schema changes need that). */
  runAutoCommit(cypher: string, params?: Record<string, unknown>): Promise<void>;
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Driver timings. The defaults suit the API; a test that kills the database sets
 * `maxTransactionRetryTimeMs: 0`, so a transaction cut short fails after one retry (about 1 s
 * later) instead of being retried for 5 s.
 */
export interface GraphTimings {
  /** How long a failed transaction is retried for (driver default here: 5,000 ms). */
  maxTransactionRetryTimeMs?: number;
  /** How long opening a connection may take (default 3,000 ms). */
  connectionTimeoutMs?: number;
}

/** Creates a Graph over the official driver, tuned to fail fast while the database is away. */
export function createGraph(connection: GraphConnection, timings: GraphTimings = {}): Graph {
  const auth =
    connection.user !== undefined && connection.password !== undefined
      ? neo4j.auth.basic(connection.user, connection.password)
      : undefined;
  const driver: Driver = neo4j.driver(connection.uri, auth, {
    connectionTimeout: timings.connectionTimeoutMs ?? 3_000,
    connectionAcquisitionTimeout: 5_000,
    maxTransactionRetryTime: timings.maxTransactionRetryTimeMs ?? 5_000,
    disableLosslessIntegers: false,
    userAgent: 'tiermap-api',
  });
  const sessionConfig = connection.database === undefined ? {} : { database: connection.database };

  /** One statement in its own auto-commit transaction, in a session of its own. */
  async function autoCommit(
    mode: SessionMode,
    cypher: string,
    params: Record<string, unknown>,
  ): Promise<Neo4jRecord[]> {
    const session = driver.session({ ...sessionConfig, defaultAccessMode: mode });
    try {
      return (await session.run(cypher, params)).records;
    } finally {
      await session.close();
    }
  }

  return {
    async read(work) {
      const session = driver.session({ ...sessionConfig, defaultAccessMode: neo4j.session.READ });
      try {
        return await session.executeRead(work);
      } finally {
        await session.close();
      }
    },
    async write(work) {
      const session = driver.session({ ...sessionConfig, defaultAccessMode: neo4j.session.WRITE });
      try {
        return await session.executeWrite(work);
      } finally {
        await session.close();
      }
    },
    readOnce: (cypher, params = {}) => autoCommit(neo4j.session.READ, cypher, params),
    async runAutoCommit(cypher, params = {}) {
      await autoCommit(neo4j.session.WRITE, cypher, params);
    },
    async ping(timeoutMs) {
      const session = driver.session({ ...sessionConfig, defaultAccessMode: neo4j.session.READ });
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(new Error(`no answer from Neo4j within ${timeoutMs} ms`));
        }, timeoutMs);
      });
      try {
        await Promise.race([session.run('RETURN 1 AS ok', {}, { timeout: timeoutMs }), timeout]);
      } finally {
        clearTimeout(timer);
        void session.close().catch(() => undefined);
      }
    },
    close() {
      return driver.close();
    },
  };
}
