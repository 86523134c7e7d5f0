/**
 * Structured one-line logs. Callers pass fields, never whole request bodies, so a password
 * cannot end up in a log by accident (security.md B6).
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

function line(level: string, event: string, fields: LogFields | undefined): string {
  return JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
}

export const consoleLogger: Logger = {
  info: (event, fields) => console.log(line('info', event, fields)),
  warn: (event, fields) => console.warn(line('warn', event, fields)),
  error: (event, fields) => console.error(line('error', event, fields)),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
