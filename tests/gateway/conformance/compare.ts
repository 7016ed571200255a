/**
 * How two answers to the same request are compared: the shape of a success (keys and value types,
 * arrays by the merged shape of their elements) and the exact value of an error, each difference
 * reported with its JSON path, e.g. `$.errors.body[0].message: real "…" demo "…"`.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface PathDifference {
  /** `$.data[].status`, `$.errors.body[0].message`, or a name such as `status` or `frames[0].event`. */
  where: string;
  real: string;
  demo: string;
}

/**
 * The shape of a value. For an array, the merge of its elements' shapes: a key is there when any
 * element has it, a value's types are those of every element (so `dns` of a list can be
 * `string|null`). Shapes of two gateways with different data are then comparable.
 */
export interface Shape {
  types: Set<string>;
  keys?: Map<string, Shape>;
  items?: Shape;
}

const typeOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

export const shapeOf = (value: unknown): Shape => {
  const shape: Shape = { types: new Set([typeOf(value)]) };
  if (Array.isArray(value)) {
    for (const item of value) shape.items = shape.items ? mergeShapes(shape.items, shapeOf(item)) : shapeOf(item);
  } else if (value !== null && typeof value === 'object') {
    shape.keys = new Map(Object.entries(value).map(([key, entry]) => [key, shapeOf(entry)]));
  }
  return shape;
};

export const mergeShapes = (a: Shape, b: Shape): Shape => {
  const merged: Shape = { types: new Set([...a.types, ...b.types]) };
  if (a.items || b.items) merged.items = a.items && b.items ? mergeShapes(a.items, b.items) : (a.items ?? b.items);
  if (a.keys || b.keys) {
    merged.keys = new Map(a.keys ?? []);
    for (const [key, shape] of b.keys ?? []) {
      const known = merged.keys.get(key);
      merged.keys.set(key, known ? mergeShapes(known, shape) : shape);
    }
  }
  return merged;
};

const typeText = (types: Set<string>) => [...types].sort().join('|');
const nonNull = (types: Set<string>) => new Set([...types].filter((type) => type !== 'null'));
const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((type) => b.has(type));

/**
 * Where two shapes differ. `null` goes with any type (a field the contract makes nullable may be
 * null on one gateway and set on the other: the values differ, not the shape; openapi.yaml decides
 * whether null is allowed). A key only one side ever sends is a difference; an array empty on
 * either side says nothing about its elements.
 */
export const shapeDifferences = (real: Shape, demo: Shape, where = '$'): PathDifference[] => {
  const realTypes = nonNull(real.types);
  const demoTypes = nonNull(demo.types);
  if (realTypes.size > 0 && demoTypes.size > 0 && !sameSet(realTypes, demoTypes)) {
    return [{ where, real: typeText(real.types), demo: typeText(demo.types) }];
  }
  const differences: PathDifference[] = [];
  if (real.keys && demo.keys) {
    const keys = [...new Set([...real.keys.keys(), ...demo.keys.keys()])].sort();
    for (const key of keys) {
      const path = `${where}.${key}`;
      const realKey = real.keys.get(key);
      const demoKey = demo.keys.get(key);
      if (!realKey || !demoKey) {
        differences.push({ where: path, real: realKey ? typeText(realKey.types) : 'absent', demo: demoKey ? typeText(demoKey.types) : 'absent' });
      } else {
        differences.push(...shapeDifferences(realKey, demoKey, path));
      }
    }
  }
  if (real.items && demo.items) differences.push(...shapeDifferences(real.items, demo.items, `${where}[]`));
  return differences;
};

const show = (value: unknown): string => (value === undefined ? 'absent' : JSON.stringify(value));

/** Where two values differ, exactly (error bodies, validation fields and messages, fixed texts). */
export const valueDifferences = (real: unknown, demo: unknown, where = '$'): PathDifference[] => {
  if (typeOf(real) !== typeOf(demo) || real === null || typeof real !== 'object') {
    return real === demo ? [] : [{ where, real: show(real), demo: show(demo) }];
  }
  if (Array.isArray(real) && Array.isArray(demo)) {
    return Array.from({ length: Math.max(real.length, demo.length) }, (_, i) => valueDifferences(real[i], demo[i], `${where}[${i}]`)).flat();
  }
  const realObject = real as Record<string, unknown>;
  const demoObject = demo as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(realObject), ...Object.keys(demoObject)])].sort();
  return keys.flatMap((key) => valueDifferences(realObject[key], demoObject[key], `${where}.${key}`));
};

/**
 * The skeleton of a wg-quick file: its sections and keys in order (values are keys and addresses,
 * which differ between gateways by nature).
 */
export const iniSkeleton = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => (line.startsWith('[') ? line : line.split('=')[0].trim()));

/** Replaces each gateway's own values (addresses, names it assigned) with their names, so that texts quoting them compare. */
export const withPlaceholders = (value: unknown, placeholders: [string, string][]): unknown => {
  if (typeof value === 'string') {
    return placeholders.reduce((text, [name, own]) => (own ? text.split(own).join(`{${name}}`) : text), value);
  }
  if (Array.isArray(value)) return value.map((item) => withPlaceholders(item, placeholders));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withPlaceholders(entry, placeholders)]));
  }
  return value;
};
