import { describe, expect, it } from 'vitest';
import { parseCommand, UsageError } from './args.js';

const env = {};

function usageMessage(argv: string[], withEnv: NodeJS.ProcessEnv = env): string {
  try {
    parseCommand(argv, withEnv);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`no usage error for ${argv.join(' ')}`);
}

describe('parseCommand', () => {
  it('parseCommand reads validate with its file format, carrier, default URL and no token', () => {
    expect(
      parseCommand(['carrier', 'validate', 'nl.yml', '--carrier', 'netherlight'], env),
    ).toEqual({
      kind: 'validate',
      file: { path: 'nl.yml', format: 'yaml', contentType: 'application/yaml' },
      carrierId: 'netherlight',
      server: { url: 'http://localhost:8080', token: undefined },
      offline: false,
      display: { quiet: false, progress: false },
    });
  });

  it('parseCommand takes URL and token from the environment, flags first', () => {
    const fromEnv = { TIERMAP_URL: 'https://tiermap.example.org/', TIERMAP_TOKEN: 'secret-env' };
    const fromFlags = parseCommand(
      [
        'carrier',
        'diff',
        'ports.csv',
        '-c',
        'geant',
        '--url',
        'http://10.0.0.1:8080',
        '--token',
        't',
      ],
      fromEnv,
    );
    expect(fromFlags).toMatchObject({
      kind: 'diff',
      file: { format: 'csv', contentType: 'text/csv' },
      server: { url: 'http://10.0.0.1:8080', token: 't' },
    });
    expect(parseCommand(['carrier', 'history', '--carrier', 'geant'], fromEnv)).toMatchObject({
      server: { url: 'https://tiermap.example.org', token: 'secret-env' },
    });
  });

  it('parseCommand reads restore, pull and the imports', () => {
    expect(parseCommand(['carrier', 'restore', 'up-1', '--carrier', 'dfn'], env)).toMatchObject({
      kind: 'restore',
      versionId: 'up-1',
    });
    expect(
      parseCommand(['carrier', 'pull', '--carrier', 'dfn', '-o', 'dfn.yaml'], env),
    ).toMatchObject({
      kind: 'pull',
      output: 'dfn.yaml',
    });
    expect(parseCommand(['import', 'netbox', 'x.json', '--carrier', 'dfn', '-v'], env)).toEqual({
      kind: 'import',
      source: 'netbox',
      file: 'x.json',
      carrierId: 'dfn',
      output: undefined,
      verbose: true,
    });
  });

  it('parseCommand answers help for --help at every level', () => {
    expect(parseCommand(['--help'], env)).toEqual({ kind: 'help', topic: 'tiermap' });
    expect(parseCommand(['carrier', '--help'], env)).toEqual({ kind: 'help', topic: 'carrier' });
    expect(parseCommand(['import', 'graphml', '-h'], env)).toEqual({
      kind: 'help',
      topic: 'import',
    });
  });

  it('parseCommand refuses an extension it cannot send, naming the ones it can', () => {
    expect(usageMessage(['carrier', 'validate', 'nl.txt', '--carrier', 'netherlight'])).toMatch(
      /nl\.txt: cannot tell the format from the extension "\.txt"; name it \.yaml or \.yml/,
    );
  });

  it('parseCommand refuses a missing or malformed carrier', () => {
    expect(usageMessage(['carrier', 'validate', 'nl.yaml'])).toBe(
      '--carrier ID is required, e.g. --carrier geant',
    );
    expect(usageMessage(['carrier', 'validate', 'nl.yaml', '--carrier', 'GEANT'])).toMatch(
      /^--carrier "GEANT" must be lower-case/,
    );
  });

  it('parseCommand refuses unknown flags, flags of another command and stray arguments', () => {
    expect(usageMessage(['carrier', 'validate', 'a.yaml', '--carrier', 'dfn', '--force'])).toMatch(
      /Unknown option '--force'/,
    );
    expect(usageMessage(['carrier', 'validate', 'a.yaml', '--carrier', 'dfn', '--yes'])).toBe(
      'tiermap carrier validate does not take --yes',
    );
    expect(usageMessage(['carrier', 'publish', 'a.yaml', 'b.yaml', '--carrier', 'dfn'])).toBe(
      'tiermap carrier publish takes one FILE, not 2 (a.yaml b.yaml)',
    );
    expect(usageMessage(['carrier', 'publish', '--carrier', 'dfn'])).toBe(
      'tiermap carrier publish needs FILE',
    );
    expect(usageMessage(['carrier', 'history', 'x', '--carrier', 'dfn'])).toMatch(
      /takes no arguments/,
    );
  });

  it('parseCommand refuses unknown commands and bad URLs', () => {
    expect(usageMessage([])).toMatch(/name a command/);
    expect(usageMessage(['carriers'])).toMatch(/unknown command "carriers"/);
    expect(usageMessage(['carrier', 'upload'])).toMatch(
      /unknown command "carrier upload": tiermap carrier validate\|diff\|publish\|history\|restore\|pull/,
    );
    expect(usageMessage(['carrier', 'history', '--carrier', 'dfn', '--url', 'localhost'])).toMatch(
      /--url "localhost" is not a URL|must be http/,
    );
    expect(
      usageMessage(['carrier', 'history', '--carrier', 'dfn'], { TIERMAP_URL: 'ftp://x' }),
    ).toBe('TIERMAP_URL "ftp://x" must be http:// or https://');
  });

  it('parseCommand refuses --quiet with --progress', () => {
    expect(
      usageMessage(['carrier', 'diff', 'a.json', '--carrier', 'dfn', '--quiet', '--progress']),
    ).toMatch(/contradict/);
  });

  it('parseCommand never puts the token in a usage message', () => {
    const message = usageMessage([
      'carrier',
      'validate',
      'a.txt',
      '--carrier',
      'dfn',
      '--token',
      'very-secret-token',
    ]);
    expect(message).not.toContain('very-secret-token');
  });
});
