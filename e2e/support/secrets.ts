import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the e2e stack's API writes its log (global-setup.ts), one JSON object per line. */
export const E2E_API_LOG = path.join(repoRoot, '.data/e2e-api.log');

/** Every token secret a spec made during the run, one per line (the workers append to it). */
export const E2E_SECRETS_FILE = path.join(repoRoot, '.data/e2e-secrets.txt');

/** Empties the log and the list of secrets, before the stack starts. */
export function resetSecretsAndLog(): void {
  rmSync(E2E_API_LOG, { force: true });
  rmSync(E2E_SECRETS_FILE, { force: true });
}

/** Notes a token secret that was made during the run, for the check of the log at the end. */
export function rememberSecret(secret: string): void {
  appendFileSync(E2E_SECRETS_FILE, `${secret}\n`);
}

/** The secrets remembered during the run. */
export function rememberedSecrets(): string[] {
  if (!existsSync(E2E_SECRETS_FILE)) return [];
  return readFileSync(E2E_SECRETS_FILE, 'utf8')
    .split('\n')
    .filter((line) => line !== '');
}

/**
 * What is wrong with the API's log of a run that used `secrets`: a secret in it, a bearer
 * credential not blanked, or a log without request lines (a check that would prove nothing).
 */
export function logProblems(
  log: string,
  secrets: readonly string[],
  options: { tokensWereSent: boolean },
): string[] {
  const problems: string[] = [];
  const lines = log.split('\n').filter((line) => line.trim() !== '');
  const requestLines = lines.filter((line) => /"req":\{.*"url":"\/api\//.test(line));
  if (requestLines.length === 0) {
    problems.push(`the API log has no request lines (${lines.length} lines in all)`);
  }
  if (
    options.tokensWereSent &&
    !requestLines.some((line) => line.includes('"authorization":"[Redacted]"'))
  ) {
    problems.push('no logged request carried a token, so the log proves nothing about them');
  }
  for (const secret of new Set(secrets)) {
    const count = lines.filter((line) => line.includes(secret)).length;
    if (count > 0) {
      problems.push(`the token ${secret.slice(0, 4)}… is in the API log on ${count} lines`);
    }
  }
  const bearer = lines.filter((line) => /\b(?:Bearer|Token) +[A-Za-z0-9._~+/=-]{6,}/.test(line));
  if (bearer.length > 0) {
    problems.push(`a bearer credential is in the API log on ${bearer.length} lines`);
  }
  return problems;
}
