/**
 * The console's own texts for the command line: its English catalogue (src/i18n/en.ts) through
 * node-polyglot, as ra-i18n-polyglot does in the console, so that a problem or a refusal reads the
 * same in both.
 */
import Polyglot from 'node-polyglot';
import { parseVmsg } from '../../src/api/schemas/message';
import { en } from '../../src/i18n/en';
import { failureLine, failureText } from '../../src/providers/configFile';

const polyglot = new Polyglot({ locale: 'en', phrases: en, onMissingKey: (key: string) => key });

/** A message as the module and the forms make them (an i18n key, or `vmsg` with arguments), in English; or a key with its arguments. */
export const say = (message: string, withArgs?: Record<string, string | number>): string => {
  const { key, args } = parseVmsg(message);
  return polyglot.t(key, { ...args, ...withArgs });
};

/** Why a call failed: the gateway's reason (a 422's field messages included), else the console's message for it. */
export const reasonOf = (error: unknown): string => failureLine(failureText(error), say);
