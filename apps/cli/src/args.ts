import { parseArgs } from 'node:util';
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
    };

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
  'import netbox': ['carrier', 'output', 'verbose'],
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
  const output = values.output === '-' ? undefined : values.output;

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
): Server {
  const text = urlOption ?? nonEmpty(env.TIERMAP_URL) ?? DEFAULT_URL;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(
      `${urlOption === undefined ? 'TIERMAP_URL' : '--url'} "${text}" is not a URL, e.g. ${DEFAULT_URL}`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(
      `${urlOption === undefined ? 'TIERMAP_URL' : '--url'} "${text}" must be http:// or https://`,
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
