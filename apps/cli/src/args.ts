import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { netboxFilter } from '@tiermap/carrier-files';
import { carrierIdSchema, entityIdSchema } from '@tiermap/domain';
import { fileFormatOf, unknownExtensionMessage, type FileFormat } from './file-format.js';

/** Where the API is and what to present to it. The token is never printed. */
export interface Server {
  url: string;
  token: string | undefined;
}

/** Whether to draw progress on stderr: never with `quiet`, always with `progress`, else on a TTY. */
export interface Display {
  quiet: boolean;
  progress: boolean;
}

/** An upload file named on the command line, with the format its extension names. */
export interface UploadFile extends FileFormat {
  path: string;
}

export type Command =
  | { kind: 'help'; topic: HelpTopic }
  | {
      kind: 'validate';
      file: UploadFile;
      carrierId: string;
      server: Server;
      offline: boolean;
      display: Display;
    }
  | {
      kind: 'diff';
      file: UploadFile;
      carrierId: string;
      server: Server;
      json: boolean;
      display: Display;
    }
  | {
      kind: 'publish';
      file: UploadFile;
      carrierId: string;
      server: Server;
      yes: boolean;
      display: Display;
    }
  | { kind: 'history'; carrierId: string; server: Server; json: boolean }
  | { kind: 'restore'; versionId: string; carrierId: string; server: Server; display: Display }
  | { kind: 'pull'; carrierId: string; server: Server; output: string | undefined }
  | {
      kind: 'import';
      source: 'graphml' | 'netbox';
      file: string;
      carrierId: string;
      output: string | undefined;
      verbose: boolean;
    }
  | {
      kind: 'netbox-sync';
      netbox: NetboxSource;
      carrierId: string;
      output: string | undefined;
      verbose: boolean;
      /** `--upload`: send it to the tiermap server (dry run, diff, confirm, apply). */
      upload: { server: Server; yes: boolean } | undefined;
    };

/** A live NetBox to read: `--url`, the token (never printed), the filters, the page size. */
export interface NetboxSource {
  url: string;
  token: string;
  filters: Array<[string, string]>;
  pageSize: number | undefined;
}

export type HelpTopic = 'tiermap' | 'carrier' | 'import';

/** Bad flags or arguments: exit 2 with this message and a pointer to `--help`. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export const DEFAULT_URL = 'http://localhost:8080';

const OPTIONS = {
  carrier: { type: 'string', short: 'c' },
  url: { type: 'string' },
  token: { type: 'string' },
  offline: { type: 'boolean' },
  json: { type: 'boolean' },
  yes: { type: 'boolean', short: 'y' },
  output: { type: 'string', short: 'o' },
  verbose: { type: 'boolean', short: 'v' },
  quiet: { type: 'boolean', short: 'q' },
  progress: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  'token-file': { type: 'string' },
  filter: { type: 'string', multiple: true },
  limit: { type: 'string' },
  upload: { type: 'boolean' },
  server: { type: 'string' },
  out: { type: 'string' },
} as const;
type OptionName = keyof typeof OPTIONS;

const SERVER: OptionName[] = ['carrier', 'url', 'token'];
const DISPLAY: OptionName[] = ['quiet', 'progress'];
/** The options each command takes, besides `--help`. */
const ALLOWED: Record<string, OptionName[]> = {
  'carrier validate': [...SERVER, ...DISPLAY, 'offline'],
  'carrier diff': [...SERVER, ...DISPLAY, 'json'],
  'carrier publish': [...SERVER, ...DISPLAY, 'yes'],
  'carrier history': ['carrier', 'url', 'token', 'json'],
  'carrier restore': [...SERVER, ...DISPLAY],
  'carrier pull': ['carrier', 'url', 'token', 'output'],
  'import graphml': ['carrier', 'output', 'verbose'],
  'import netbox': [
    'carrier',
    'output',
    'out',
    'verbose',
    'url',
    'token',
    'token-file',
    'filter',
    'limit',
    'upload',
    'server',
    'yes',
  ],
};

/**
 * The command `argv` (without `node` and the script) names, with defaults from `env`
 * (`TIERMAP_URL`, `TIERMAP_TOKEN`). Throws {@link UsageError} for anything a person must fix.
 */
export function parseCommand(argv: readonly string[], env: NodeJS.ProcessEnv): Command {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [group, verb, ...rest] = positionals;
  if (group === undefined || group === 'help') {
    if (values.help === true || group === 'help') return { kind: 'help', topic: 'tiermap' };
    throw new UsageError('name a command: tiermap carrier … or tiermap import …');
  }
  if (group !== 'carrier' && group !== 'import') {
    throw new UsageError(`unknown command "${group}": tiermap carrier … or tiermap import …`);
  }
  if (verb === undefined) {
    if (values.help === true) return { kind: 'help', topic: group };
    throw new UsageError(`name what to do: tiermap ${group} ${verbsOf(group).join('|')} …`);
  }
  const name = `${group} ${verb}`;
  const allowed = ALLOWED[name];
  if (allowed === undefined) {
    throw new UsageError(
      `unknown command "${name}": tiermap ${group} ${verbsOf(group).join('|')} …`,
    );
  }
  if (values.help === true) return { kind: 'help', topic: group };
  const given = (Object.keys(values) as OptionName[]).filter((key) => values[key] !== undefined);
  const foreign = given.filter((key) => key !== 'help' && !allowed.includes(key));
  if (foreign.length > 0) {
    const list = foreign.map((key) => `--${key}`).join(', ');
    throw new UsageError(`tiermap ${name} does not take ${list}`);
  }
  if (values.quiet === true && values.progress === true) {
    throw new UsageError('--quiet and --progress contradict each other: choose one');
  }

  const carrierId = carrierOption(values.carrier);
  const display: Display = { quiet: values.quiet === true, progress: values.progress === true };
  const server = (): Server => serverOf(values.url, values.token, env);
  const one = (noun: string, hint = ''): string => {
    if (rest.length !== 1 || rest[0] === undefined) {
      throw new UsageError(
        rest.length === 0
          ? `tiermap ${name} needs ${noun}${hint}`
          : `tiermap ${name} takes one ${noun}, not ${rest.length} (${rest.join(' ')})`,
      );
    }
    return rest[0];
  };
  const none = (): void => {
    if (rest.length > 0) {
      throw new UsageError(
        `tiermap ${name} takes no arguments besides its flags (got ${rest.join(' ')})`,
      );
    }
  };
  const outputOption = values.output ?? values.out;
  const output = outputOption === '-' ? undefined : outputOption;

  switch (name) {
    case 'carrier validate':
      return {
        kind: 'validate',
        file: uploadFile(one('FILE')),
        carrierId,
        server: server(),
        offline: values.offline === true,
        display,
      };
    case 'carrier diff':
      return {
        kind: 'diff',
        file: uploadFile(one('FILE')),
        carrierId,
        server: server(),
        json: values.json === true,
        display,
      };
    case 'carrier publish':
      return {
        kind: 'publish',
        file: uploadFile(one('FILE')),
        carrierId,
        server: server(),
        yes: values.yes === true,
        display,
      };
    case 'carrier history':
      none();
      return { kind: 'history', carrierId, server: server(), json: values.json === true };
    case 'carrier restore':
      return {
        kind: 'restore',
        versionId: versionOption(one('VERSION-ID', ' (tiermap carrier history lists them)')),
        carrierId,
        server: server(),
        display,
      };
    case 'carrier pull':
      none();
      return { kind: 'pull', carrierId, server: server(), output };
    case 'import netbox':
      if (values.url !== undefined) {
        none();
        return netboxSync(values, env, carrierId, output);
      }
      for (const key of [
        'token',
        'token-file',
        'filter',
        'limit',
        'upload',
        'server',
        'yes',
      ] as const) {
        if (values[key] !== undefined) {
          throw new UsageError(
            `--${key} reads a live NetBox: give its --url (or import a FILE without it)`,
          );
        }
      }
      return {
        kind: 'import',
        source: 'netbox',
        file: one('FILE', ', or --url URL to read a live NetBox'),
        carrierId,
        output,
        verbose: values.verbose === true,
      };
    default:
      return {
        kind: 'import',
        source: verb === 'graphml' ? 'graphml' : 'netbox',
        file: one('FILE'),
        carrierId,
        output,
        verbose: values.verbose === true,
      };
  }
}

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];

/**
 * `import netbox --url …`: the NetBox, its token (`--token`, else `--token-file`, else
 * `NETBOX_TOKEN`), `--filter k=v`…, `--limit N`; with `--upload`, the tiermap server is
 * `--server`, else `TIERMAP_URL`, and its token `TIERMAP_TOKEN` (--url and --token are NetBox's).
 */
function netboxSync(
  values: Values,
  env: NodeJS.ProcessEnv,
  carrierId: string,
  output: string | undefined,
): Extract<Command, { kind: 'netbox-sync' }> {
  const url = httpUrl(values.url ?? '', '--url', 'https://netbox.example.org');
  if (values.token !== undefined && values['token-file'] !== undefined) {
    throw new UsageError('--token and --token-file contradict each other: choose one');
  }
  let token = nonEmpty(values.token);
  if (token === undefined && values['token-file'] !== undefined) {
    const file = values['token-file'];
    try {
      token = nonEmpty(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new UsageError(
        `--token-file ${file} cannot be read: ${error instanceof Error && 'code' in error ? String(error.code) : 'error'}`,
      );
    }
    if (token === undefined) throw new UsageError(`--token-file ${file} is empty`);
  }
  token ??= nonEmpty(env.NETBOX_TOKEN);
  if (token === undefined) {
    throw new UsageError('a NetBox token is required: --token-file FILE, --token or NETBOX_TOKEN');
  }
  const filters = (values.filter ?? []).map((text) => {
    const pair = netboxFilter(text);
    if (pair === undefined) {
      throw new UsageError(`--filter "${text}" is not KEY=VALUE, e.g. --filter tenant=uslhcnet`);
    }
    return pair;
  });
  let pageSize: number | undefined;
  if (values.limit !== undefined) {
    pageSize = Number(values.limit);
    if (!/^\d+$/.test(values.limit) || pageSize < 1 || pageSize > 1000) {
      throw new UsageError(`--limit "${values.limit}" must be a whole number from 1 to 1000`);
    }
  }
  if (values.upload === true && output !== undefined) {
    throw new UsageError(
      '--upload sends the document to the server; --output writes it: choose one',
    );
  }
  if (values.upload !== true && (values.server !== undefined || values.yes !== undefined)) {
    throw new UsageError('--server and --yes go with --upload');
  }
  return {
    kind: 'netbox-sync',
    netbox: { url, token, filters, pageSize },
    carrierId,
    output,
    verbose: values.verbose === true,
    upload:
      values.upload === true
        ? { server: serverOf(values.server, undefined, env, '--server'), yes: values.yes === true }
        : undefined,
  };
}

function httpUrl(text: string, option: string, example: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`${option} "${text}" is not a URL, e.g. ${example}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`${option} "${text}" must be http:// or https://`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new UsageError(`${option} must not hold credentials: give the token with --token-file`);
  }
  return url.href.replace(/\/+$/, '');
}

function verbsOf(group: string): string[] {
  return Object.keys(ALLOWED)
    .filter((name) => name.startsWith(`${group} `))
    .map((name) => name.slice(group.length + 1));
}

function carrierOption(value: string | undefined): string {
  if (value === undefined) throw new UsageError('--carrier ID is required, e.g. --carrier geant');
  const checked = carrierIdSchema.safeParse(value);
  if (!checked.success) {
    throw new UsageError(
      `--carrier "${value}" ${checked.error.issues[0]?.message ?? 'is not a carrier id'}`,
    );
  }
  return checked.data;
}

function versionOption(value: string): string {
  const checked = entityIdSchema.safeParse(value);
  if (!checked.success) {
    throw new UsageError(
      `version "${value}" ${checked.error.issues[0]?.message ?? 'is not a version id'}`,
    );
  }
  return checked.data;
}

function uploadFile(file: string): UploadFile {
  const format = fileFormatOf(file);
  if (format === undefined) throw new UsageError(unknownExtensionMessage(file));
  return { path: file, ...format };
}

/** `--url`, else `TIERMAP_URL`, else {@link DEFAULT_URL}; `--token`, else `TIERMAP_TOKEN`. */
function serverOf(
  urlOption: string | undefined,
  tokenOption: string | undefined,
  env: NodeJS.ProcessEnv,
  optionName = '--url',
): Server {
  const text = urlOption ?? nonEmpty(env.TIERMAP_URL) ?? DEFAULT_URL;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(
      `${urlOption === undefined ? 'TIERMAP_URL' : optionName} "${text}" is not a URL, e.g. ${DEFAULT_URL}`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(
      `${urlOption === undefined ? 'TIERMAP_URL' : optionName} "${text}" must be http:// or https://`,
    );
  }
  return {
    url: url.href.replace(/\/+$/, ''),
    token: nonEmpty(tokenOption) ?? nonEmpty(env.TIERMAP_TOKEN),
  };
}

function nonEmpty(text: string | undefined): string | undefined {
  return text === undefined || text.trim() === '' ? undefined : text.trim();
}
