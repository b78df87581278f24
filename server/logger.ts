export const LOG_LEVELS = ['info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Logger {
  info: (message: string) => void;
  warn: (message: string) => void;
  error: (message: string, cause?: unknown) => void;
}

const RANK: Record<LogLevel, number> = { info: 0, warn: 1, error: 2, silent: 3 };

/** Writes info to stdout and warnings/errors to stderr, dropping anything below `level`. */
export function createLogger(level: LogLevel): Logger {
  const enabled = (wanted: LogLevel) => RANK[wanted] >= RANK[level];
  return {
    info: (message) => {
      if (enabled('info')) console.log(message);
    },
    warn: (message) => {
      if (enabled('warn')) console.warn(message);
    },
    error: (message, cause) => {
      if (!enabled('error')) return;
      if (cause === undefined) console.error(message);
      else console.error(message, cause);
    },
  };
}
