// Types for telegraf.mjs, so the collector tests build and find Telegraf the way npm test does.
export const TELEGRAF_VERSION: string;
export const TELEGRAF_TAGS: string;
export const telegrafDir: string;
export const telegrafBinary: string;
export function ensureTelegraf(options?: { env?: NodeJS.ProcessEnv }): Promise<string>;
