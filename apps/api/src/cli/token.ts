// `npm run token -- create --role admin --name ops`: manages API tokens straight in Neo4j, for
// the first admin token (before any token exists to call the API with) and for automation.
import { parseArgs } from 'node:util';
import { listMigrations } from '@tiermap/graph-schema';
import { newTokenSchema, roleSchema } from '@tiermap/domain';
import { createGraph } from '../db/graph.js';
import { migrate } from '../db/migrate.js';
import { createTokenRepository } from '../features/tokens/repository.js';
import { createTokenService } from '../features/tokens/service.js';

const USAGE = `usage:
  npm run token -- create --name NAME --role ${roleSchema.options.join('|')} [--carrier ID] [--expires ISO-INSTANT]
  npm run token -- list
  npm run token -- revoke TOKEN-ID
Connects to NEO4J_URI (default bolt://127.0.0.1:7687, the local database npm start runs).`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      role: { type: 'string' },
      carrier: { type: 'string' },
      expires: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, id] = positionals;
  if (values.help === true || command === undefined) {
    process.stdout.write(`${USAGE}\n`);
    return command === undefined && values.help !== true ? 2 : 0;
  }
  const graph = createGraph({
    uri: process.env.NEO4J_URI ?? 'bolt://127.0.0.1:7687',
    user: process.env.NEO4J_USER,
    password: process.env.NEO4J_PASSWORD,
    database: process.env.NEO4J_DATABASE,
  });
  try {
    await graph.ping(5_000).catch((error: unknown) => {
      throw new Error(
        `cannot reach Neo4j at ${process.env.NEO4J_URI ?? 'bolt://127.0.0.1:7687'} (is npm start running?): ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    await migrate(graph, listMigrations());
    const tokens = createTokenService(createTokenRepository(graph));
    if (command === 'create') {
      const input = newTokenSchema.safeParse({
        name: values.name,
        role: values.role,
        ...(values.carrier === undefined ? {} : { carrierId: values.carrier }),
        ...(values.expires === undefined ? {} : { expiresAt: values.expires }),
      });
      if (!input.success) {
        for (const issue of input.error.issues) {
          process.stderr.write(`--${String(issue.path[0] ?? '')}: ${issue.message}\n`);
        }
        process.stderr.write(`${USAGE}\n`);
        return 2;
      }
      const created = await tokens.create(input.data, 'command line');
      process.stderr.write(
        `created ${created.info.role} token ${created.info.id} "${created.info.name}"; it is shown this once:\n`,
      );
      process.stdout.write(`${created.token}\n`);
      return 0;
    }
    if (command === 'list') {
      for (const t of await tokens.list()) {
        const state =
          t.revokedAt !== null
            ? `revoked ${t.revokedAt}`
            : t.expiresAt !== null
              ? `expires ${t.expiresAt}`
              : 'active';
        process.stdout.write(
          `${t.id}\t${t.role}${t.carrierId === null ? '' : `:${t.carrierId}`}\t${t.name}\t${state}\n`,
        );
      }
      return 0;
    }
    if (command === 'revoke' && id !== undefined) {
      const revoked = await tokens.revoke(id);
      process.stdout.write(`revoked ${revoked.id} "${revoked.name}"\n`);
      return 0;
    }
    process.stderr.write(`${USAGE}\n`);
    return 2;
  } finally {
    await graph.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `tiermap token: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
