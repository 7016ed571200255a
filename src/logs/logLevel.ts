/**
 * Log levels of SPEC §2 "Logs screen": the tag a line carries decides its colour; an access line's
 * HTTP or stream status decides it the same way (5xx an error, 4xx a warning).
 */
export const LOG_LEVELS = ['error', 'warn', 'info', 'debug', 'other'] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * nginx's `combined` access line (`ip - user [time] "request" status bytes "referer" "agent"`) and the
 * reference's `stream_logs` line (`ip [time] TCP|UDP status …`), API-FACTS §6.3; the group is the
 * status's first digit. nginx escapes a quote inside the request (`\x22`), so the request has none.
 */
const ACCESS_LINE = /^\S+ - [^[]*\[[^\]]*\] "[^"]*" ([1-5])\d\d(?: |$)/;
const STREAM_LINE = /^\S+ \[[^\]]*\] (?:TCP|UDP) ([1-5])\d\d(?: |$)/;

const byStatusGroup = (group: string): LogLevel => (group === '5' ? 'error' : group === '4' ? 'warn' : 'other');

/**
 * The level of one line. An access line's level is its status alone: the request, referer and agent are
 * the client's words, and a client writing `[ERROR]` in a URL must not colour its own line. Other lines
 * carry tags, matched exactly as SPEC writes them (upper case, in brackets); the most severe wins when a
 * line carries several, so an error quoting an [INFO] line stays an error.
 */
export const classifyLogLevel = (line: string): LogLevel => {
  // Cheap early exit: a line with no '[' has neither a tag nor an access line's time.
  if (!line.includes('[')) return 'other';
  const access = ACCESS_LINE.exec(line) ?? STREAM_LINE.exec(line);
  if (access) return byStatusGroup(access[1]);
  if (line.includes('[ERROR]')) return 'error';
  if (line.includes('[WARN]') || line.includes('[WARNING]')) return 'warn';
  if (line.includes('[INFO]')) return 'info';
  if (line.includes('[DEBUG]')) return 'debug';
  return 'other';
};
