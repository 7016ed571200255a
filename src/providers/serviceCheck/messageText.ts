/** A check's message in words: the console passes its translate and formats, the command line its English ones. */
import type { Message, MessageArg } from './types';

export interface MessageFormats {
  translate: (key: string, args?: Record<string, string | number>) => string;
  /** "45 sec", "3 min". */
  duration: (ms: number) => string;
  /** A time of day, with its date when not today. */
  time: (at: number) => string;
}

const argText = (arg: MessageArg, formats: MessageFormats): string | number => {
  if (typeof arg !== 'object') return arg;
  if ('ms' in arg) return formats.duration(arg.ms);
  if ('at' in arg) return formats.time(arg.at);
  return formats.translate(arg.key);
};

export const messageText = (message: Message, formats: MessageFormats): string => {
  const args = Object.fromEntries(Object.entries(message.args ?? {}).map(([name, arg]) => [name, argText(arg, formats)]));
  return formats.translate(message.key, args);
};
