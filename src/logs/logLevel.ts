/** Log levels of SPEC §2 "Logs screen": the tag a line carries decides its colour. */
export const LOG_LEVELS = ['error', 'warn', 'info', 'debug', 'other'] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The level of one line. Tags are matched exactly as SPEC writes them (upper case, in brackets) and the
 * most severe wins when a line carries several, so an error quoting an [INFO] line stays an error.
 */
export const classifyLogLevel = (line: string): LogLevel => {
  // Cheap early exit: most access-log lines hold no '[' followed by a capital tag at all.
  if (!line.includes('[')) return 'other';
  if (line.includes('[ERROR]')) return 'error';
  if (line.includes('[WARN]') || line.includes('[WARNING]')) return 'warn';
  if (line.includes('[INFO]')) return 'info';
  if (line.includes('[DEBUG]')) return 'debug';
  return 'other';
};
