/**
 * The reference server's validation texts (API-FACTS §4.2): Joi with its custom default messages on
 * bodies and queries, stock Joi on the login body. The demo speaks the server's words, not the
 * console's: a form that only echoes these is not trusted to have checked anything itself.
 */
import type { ErrorObject } from 'ajv';

export type MessageStyle = 'reference' | 'stock';

/** Texts the reference gives for its own patterns (a failed regular expression otherwise reads as Joi's stock text). */
const PATTERN_MESSAGES: Record<string, string> = {
  address: '"address" must be a valid ip address of one of the following versions [ipv4] with a forbidden CIDR',
  pathLocation:
    'Path Location must be an absolute URL path containing only letters, numbers, "/", ".", "_", "~", and "-"',
  ttl: 'TTL must be a string like "30s", "10m", "2h", "1d"',
};

/** The reference's own patterns where the contract states a stricter one (its stock text quotes its pattern). */
const REFERENCE_PATTERNS: Record<string, string> = {
  orderBy: ',(asc|desc)$',
};

/** Ports are Joi `port()` on the reference: one text for any number that is not a whole number within 1–65535. */
const PORT_FIELDS = new Set(['backendPort']);

/**
 * Allowed values that depend on another key of the body: with `skipValidation`, a domain's `ssl` can
 * only be self-signed (the reference's conditional rule).
 */
const enumValues = (field: string, allowed: unknown[], root: unknown): unknown[] =>
  field === 'ssl' && (root as { skipValidation?: unknown } | undefined)?.skipValidation === true
    ? allowed.filter((value) => value !== 'certbot')
    : allowed;

const lastKey = (field: string) => field.split('.').pop() || 'value';

const typeText = (expected: string, value: unknown): string => {
  if (expected === 'string') return 'This field must be a valid string';
  if (expected === 'boolean') return 'This field must be a boolean';
  if (expected === 'integer') return typeof value === 'number' ? 'This field must be an integer' : 'This field must be a number';
  if (expected === 'number') return 'This field must be a number';
  if (expected === 'array') return 'This field must be an array';
  return `This field must be of type ${expected}`;
};

const stockTypeText = (label: string, expected: string): string =>
  `${label} must be ${expected === 'array' || expected === 'integer' ? 'an' : 'a'} ${expected}`;

const listed = (values: unknown[]) => values.map((value) => (value === null ? 'null' : String(value))).join(', ');

export const joiMessage = (error: ErrorObject, field: string, value: unknown, style: MessageStyle = 'reference', root?: unknown): string => {
  const params = error.params as Record<string, unknown>;
  const label = `"${lastKey(field)}"`;
  const types = ([] as unknown[]).concat(params.type ?? []).map(String).filter((type) => type !== 'null');
  if (style === 'stock') {
    if (error.keyword === 'required') return `${label} is required`;
    if (error.keyword === 'additionalProperties') return `${label} is not allowed`;
    if (error.keyword === 'type') return stockTypeText(label, types[0] ?? 'value');
    if (error.keyword === 'minLength') return `${label} is not allowed to be empty`;
  }
  switch (error.keyword) {
    case 'required':
      return 'This field is required';
    case 'additionalProperties':
      return `${label} is not allowed`;
    case 'type':
      if (PORT_FIELDS.has(lastKey(field)) && typeof value === 'number') return `${label} must be a valid port`;
      return field === '' ? '"value" must be of type object' : typeText(types[0] ?? 'value', value);
    case 'enum':
      return `This field must be one of [${listed(enumValues(field, params.allowedValues as unknown[], root))}]`;
    case 'minLength':
      return params.limit === 1 ? 'This field is not allowed to be empty' : `This field must be at least ${params.limit} characters long`;
    case 'maxLength':
      return `This field must be less than or equal to ${params.limit} characters long`;
    case 'minimum':
    case 'maximum':
      if (PORT_FIELDS.has(lastKey(field))) return `${label} must be a valid port`;
      return error.keyword === 'minimum'
        ? `This field must be greater than or equal to ${params.limit}`
        : `This field must be less than or equal to ${params.limit}`;
    case 'minItems':
      return `This field must contain at least ${params.limit} items`;
    case 'format':
      // Joi checks a string is not empty before its format.
      if (value === '') return 'This field is not allowed to be empty';
      return params.format === 'email' ? 'This field must be a valid email' : 'This field must be a valid date';
    case 'pattern':
      return (
        PATTERN_MESSAGES[lastKey(field)] ??
        `${label} with value "${String(value)}" fails to match the required pattern: /${REFERENCE_PATTERNS[lastKey(field)] ?? params.pattern}/`
      );
    case 'anyOf':
      return `"value" must contain at least one of [${anyOfKeys(error).join(', ')}]`;
    default:
      return error.message ?? 'This field is not valid';
  }
};

/** The keys of an either-or rule (`anyOf: [{required: [a]}, {required: [b]}]`). */
const anyOfKeys = (error: ErrorObject): string[] => {
  const branches = (error.parentSchema as { anyOf?: { required?: string[] }[] } | undefined)?.anyOf ?? [];
  return branches.flatMap((branch) => branch.required ?? []);
};
