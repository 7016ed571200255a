/**
 * How zod schemas are held to openapi.yaml: `bodySchema<Body>()(schema)` fails the build unless the schema
 * has exactly the generated body's keys and types (tests/contract/schemas.test.ts compares the constraints);
 * `formValues(schema)` keeps only the contract's fields and turns an empty value into the contract's
 * "none" (null where accepted, else absent), as the reference refuses '' for most fields.
 */
import { z } from 'zod';

type Keys<T> = keyof T & string;

/** A compile error naming the keys that differ, or nothing when the keys match. */
type SameKeys<Output, Body> = [Exclude<Keys<Output>, Keys<Body>>] extends [never]
  ? [Exclude<Keys<Body>, Keys<Output>>] extends [never]
    ? unknown
    : { missingFromSchema: Exclude<Keys<Body>, Keys<Output>> }
  : { notInContract: Exclude<Keys<Output>, Keys<Body>> };

export const bodySchema =
  <Body>() =>
  <S extends z.ZodObject & z.ZodType<Body>>(schema: S & SameKeys<z.output<S>, Body>): S =>
    schema;

interface EmptyRule {
  /** What '' becomes: null, absent, or kept when the field accepts ''. */
  blank: 'keep' | 'null' | 'absent';
  /** What null becomes: kept, or absent. */
  nil: 'keep' | 'absent';
}

const accepts = (field: z.ZodType, value: unknown) => field.safeParse(value).success;

const ruleFor = (field: z.ZodType): EmptyRule => {
  const nullable = accepts(field, null);
  const optional = accepts(field, undefined);
  const blank = accepts(field, '') ? 'keep' : nullable ? 'null' : optional ? 'absent' : 'keep';
  return { blank, nil: nullable || !optional ? 'keep' : 'absent' };
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema's fields taken from a whole record, with empty values turned into the contract's "none". */
export const formValues = <S extends z.ZodObject>(schema: S) => {
  let rules: [string, EmptyRule][] | undefined;
  // Typed as a form's values: what react-hook-form hands over (anything else is passed on as is).
  const normalise = (values: Record<string, unknown>) => {
    if (!isPlainObject(values)) return values;
    rules ??= Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [key, ruleFor(field)]);
    const picked: Record<string, unknown> = {};
    for (const [key, rule] of rules) {
      const value = values[key];
      if (value === undefined) continue;
      // Blank text (spaces included) is empty: inputs are trimmed.
      if (typeof value === 'string' && value.trim() === '' && rule.blank !== 'keep') {
        if (rule.blank === 'null') picked[key] = null;
        continue;
      }
      if (value === null && rule.nil === 'absent') continue;
      picked[key] = value;
    }
    return picked;
  };
  return z.preprocess(normalise, schema);
};
