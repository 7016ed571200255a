/**
 * Turns zod issues into the reference's 422 entries with English texts. The shared schemas carry
 * i18n keys (src/api/schemas/message.ts); here they are looked up in the English catalogue and
 * `%{x}` placeholders are filled in. Anything that is not a known key is passed through as is.
 */
import type { z } from 'zod';
import { M, parseVmsg } from '../../src/api/schemas/message';
import { validation } from '../../src/i18n/en/validation';
import type { FieldError } from './respond';

const lookup = (key: string): string | undefined => {
  let node: unknown = validation;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

export const renderMessage = (message: string, extraArgs: Record<string, string | number> = {}): string => {
  const { key, args } = parseVmsg(message);
  const template = lookup(key);
  if (template === undefined) return key;
  const values = { ...extraArgs, ...args };
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
};

/** `"<key>" is not allowed`, Joi's text for unknown keys. */
export const notAllowed = (key: string): string => renderMessage(M.unknownKey, { key });

/** One entry per issue (unknown keys: one per key), the first message per field only. */
export const issuesToErrors = (issues: readonly z.core.$ZodIssue[]): FieldError[] => {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const add = (field: string, message: string) => {
    if (seen.has(field)) return;
    seen.add(field);
    errors.push({ field, message });
  };
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      issue.keys.forEach((key) => add([...path, key].join('.'), notAllowed(key)));
    } else {
      add(path.join('.'), renderMessage(issue.message));
    }
  }
  return errors;
};
