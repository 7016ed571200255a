/**
 * fast-check generators for the rules of SPEC §5, each producing inputs that are valid or invalid by
 * construction (the construction is the oracle; the rule under test is never used to build them).
 * Invalid inputs carry the defect they were built with, so that a failure says what went wrong.
 */
import fc from 'fast-check';

export interface Invalid {
  value: string;
  defect: string;
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const LETTERS = `${LOWER}${LOWER.toUpperCase()}`;
const DIGITS = '0123456789';
const ALNUM = `${LETTERS}${DIGITS}`;
const HEX = '0123456789abcdefABCDEF';

const charFrom = (chars: string) => fc.constantFrom(...chars.split(''));
const stringOf = (chars: string, minLength: number, maxLength: number) =>
  fc.string({ unit: charFrom(chars), minLength, maxLength });
const invalid = (defect: string) => (value: string): Invalid => ({ value, defect });

/** Inserts `text` into `value` at a position (modulo its length + 1). */
const insertAt = (value: string, at: number, text: string) => {
  const index = at % (value.length + 1);
  return value.slice(0, index) + text + value.slice(index);
};

// ---------------------------------------------------------------- hostnames

/** A DNS label: letters, digits and inner hyphens, 1-20 characters. */
export const label = fc.oneof(
  charFrom(ALNUM),
  fc.tuple(charFrom(ALNUM), stringOf(`${ALNUM}-`, 0, 18), charFrom(ALNUM)).map(([a, middle, b]) => a + middle + b),
);
const tld = stringOf(LETTERS, 2, 10);
const labels = fc.array(label, { minLength: 1, maxLength: 4 });

/** A hostname with at least one dot and a TLD of 2+ letters. */
export const validHostname = fc.tuple(labels, tld).map(([parts, top]) => [...parts, top].join('.'));

export const invalidHostname: fc.Arbitrary<Invalid> = fc.oneof(
  label.map(invalid('no dot')),
  fc.tuple(labels, charFrom(LETTERS)).map(([parts, top]) => [...parts, top].join('.')).map(invalid('one-letter TLD')),
  fc
    .tuple(labels, tld, charFrom(DIGITS), fc.nat())
    .map(([parts, top, digit, at]) => [...parts, insertAt(top, at, digit)].join('.'))
    .map(invalid('digit in the TLD')),
  fc
    .tuple(labels, tld, fc.boolean())
    .map(([[first, ...rest], top, before]) => [before ? `-${first}` : `${first}-`, ...rest, top].join('.'))
    .map(invalid('label edged by a hyphen')),
  fc
    .tuple(validHostname, fc.constantFrom('_', ' ', '!', '@', '*', '/', ':', 'é', '#', '+', '%', '"'))
    .map(([host, bad]) => host[0] + bad + host.slice(1))
    .map(invalid('character outside [A-Za-z0-9-]')),
  validHostname.map((host) => host.replace('.', '..')).map(invalid('empty label')),
  validHostname.map((host) => `${host}.`).map(invalid('trailing dot')),
  validHostname.map((host) => `.${host}`).map(invalid('leading dot')),
  tld.map((top) => `${'a'.repeat(64)}.${top}`).map(invalid('label longer than 63')),
  tld.map((top) => `${Array.from({ length: 5 }, () => 'b'.repeat(63)).join('.')}.${top}`).map(invalid('name longer than 253')),
);

// ---------------------------------------------------------------- IP addresses

const octet = fc.integer({ min: 0, max: 255 });
/** Dotted-quad IPv4 without leading zeros. */
export const validIPv4 = fc.oneof(
  fc.ipV4(),
  fc.tuple(octet, octet, octet, octet).map((parts) => parts.join('.')),
);

const withOctet = (make: fc.Arbitrary<string>) =>
  fc.tuple(fc.array(octet.map(String), { minLength: 4, maxLength: 4 }), fc.integer({ min: 0, max: 3 }), make).map(([parts, at, bad]) => {
    const copy = [...parts];
    copy[at] = bad;
    return copy.join('.');
  });

/** Not an IPv4 address, and not an IP-with-prefix either. */
export const invalidIPv4Address: fc.Arbitrary<Invalid> = fc.oneof(
  withOctet(fc.integer({ min: 256, max: 999 }).map(String)).map(invalid('octet above 255')),
  withOctet(fc.tuple(fc.integer({ min: 0, max: 99 })).map(([n]) => `0${n}`)).map(invalid('octet with a leading zero')),
  withOctet(fc.constant('')).map(invalid('empty octet')),
  withOctet(fc.constant('-1')).map(invalid('negative octet')),
  withOctet(fc.tuple(octet, charFrom('abcxyz')).map(([n, c]) => `${n}${c}`)).map(invalid('letter in an octet')),
  fc.array(octet.map(String), { minLength: 3, maxLength: 3 }).map((parts) => parts.join('.')).map(invalid('three octets')),
  fc.array(octet.map(String), { minLength: 5, maxLength: 5 }).map((parts) => parts.join('.')).map(invalid('five octets')),
  validIPv4.map((ip) => `${ip}.`).map(invalid('trailing dot')),
);

/** Not a plain IPv4 address: the above plus a prefix length (the node address takes no CIDR). */
export const invalidIPv4: fc.Arbitrary<Invalid> = fc.oneof(
  invalidIPv4Address,
  fc.tuple(validIPv4, fc.integer({ min: 0, max: 32 })).map(([ip, bits]) => `${ip}/${bits}`).map(invalid('prefix length')),
);

export const validIPv6 = fc.ipV6();

const group = stringOf(HEX, 1, 4);
export const invalidIPv6: fc.Arbitrary<Invalid> = fc.oneof(
  fc.array(group, { minLength: 9, maxLength: 9 }).map((groups) => groups.join(':')).map(invalid('nine groups')),
  fc.array(group, { minLength: 7, maxLength: 7 }).map((groups) => groups.join(':')).map(invalid('seven groups, no ::')),
  fc.tuple(group, group, group).map(([a, b, c]) => `${a}::${b}::${c}`).map(invalid('two ::')),
  fc.tuple(group, group).map(([a, b]) => `${a}:::${b}`).map(invalid(':::')),
  fc.tuple(stringOf(HEX, 5, 6), group).map(([big, b]) => `${big}::${b}`).map(invalid('group of 5+ digits')),
  fc.tuple(group, charFrom('ghxyzGZ'), group).map(([a, bad, b]) => `${a}${bad}::${b}`).map(invalid('non-hex digit')),
  fc.array(group, { minLength: 7, maxLength: 7 }).map((groups) => `:${groups.join(':')}`).map(invalid('leading single colon')),
);

/** An IP (v4 or v6) or an IP with a prefix length in range. */
export const validIpOrCidr = fc.oneof(
  validIPv4,
  validIPv6,
  fc.tuple(validIPv4, fc.integer({ min: 0, max: 32 })).map(([ip, bits]) => `${ip}/${bits}`),
  fc.tuple(validIPv6, fc.integer({ min: 0, max: 128 })).map(([ip, bits]) => `${ip}/${bits}`),
);

const anyIp = fc.oneof(validIPv4, validIPv6);
export const invalidIpOrCidr: fc.Arbitrary<Invalid> = fc.oneof(
  invalidIPv4Address,
  invalidIPv6,
  fc.tuple(validIPv4, fc.integer({ min: 33, max: 999 })).map(([ip, bits]) => `${ip}/${bits}`).map(invalid('IPv4 prefix above 32')),
  fc.tuple(validIPv6, fc.integer({ min: 129, max: 999 })).map(([ip, bits]) => `${ip}/${bits}`).map(invalid('IPv6 prefix above 128')),
  fc.tuple(anyIp, fc.integer({ min: 0, max: 32 })).map(([ip, bits]) => `${ip}/0${bits}`).map(invalid('prefix with a leading zero')),
  anyIp.map((ip) => `${ip}/`).map(invalid('empty prefix')),
  anyIp.map((ip) => `${ip}/-1`).map(invalid('negative prefix')),
  anyIp.map((ip) => `${ip}/2/4`).map(invalid('two prefixes')),
  fc.tuple(anyIp, charFrom('abx ')).map(([ip, c]) => `${ip}/${c}`).map(invalid('non-numeric prefix')),
  fc.tuple(invalidIPv4Address, fc.integer({ min: 0, max: 32 })).map(([bad, bits]) => `${bad.value}/${bits}`).map(invalid('prefix on a bad IPv4')),
  fc.constant('').map(invalid('empty')),
);

// ---------------------------------------------------------------- ports

export const validPort = fc.integer({ min: 1, max: 65535 });

/** Numbers that are not ports (all JSON-representable). */
export const invalidPort = fc.oneof(
  fc.integer({ min: -100_000, max: 0 }),
  fc.integer({ min: 65_536, max: 10_000_000 }),
  fc.double({ min: 1, max: 65_535, noNaN: true }).filter((n) => !Number.isInteger(n)),
);

// ---------------------------------------------------------------- skip-auth routes

const PATH_CHARS = `${ALNUM}._~-`;
const segment = stringOf(PATH_CHARS, 1, 10);
const path = fc.array(segment, { minLength: 0, maxLength: 3 }).map((parts) => `/${parts.join('/')}`);

/** One valid rule: an exact path, or a regular expression without forbidden characters. */
export const validRouteLine = fc.oneof(
  path,
  segment.map((s) => `^/${s}/.*`),
  fc.tuple(segment, segment).map(([a, b]) => `^/(${a}|${b})/`),
  fc.tuple(segment, fc.integer({ min: 1, max: 5 })).map(([s, n]) => `^/${s}/v[0-9]{1,${n}}$`),
);

export type RouteDefect = 'prefix' | 'forbidden' | 'regex' | 'start' | 'whitespace';

export interface InvalidLine {
  line: string;
  defect: RouteDefect;
}

const METHOD = stringOf(LOWER.toUpperCase(), 1, 7);
const FORBIDDEN = ['"', "'", '`', ';', '&', '<', '>', '\\', '\u0000', '\u0001', '\t', '\u001f', '\u007f', '\r'];
const BAD_REGEX = ['(', '[', '(a', '*', '+a', 'a{2,1}', '(?', '[z-a]', '/(x', '/a)', '/a{2,1}'];

export const invalidRouteLine: fc.Arbitrary<InvalidLine> = fc.oneof(
  fc
    .tuple(METHOD, fc.constantFrom('=', '!=', ' =', ' != '), path)
    .map(([method, operator, p]) => ({ line: `${method}${operator}${p}`, defect: 'prefix' as const })),
  fc
    .tuple(path, fc.constantFrom(...FORBIDDEN), fc.nat())
    .map(([p, bad, at]) => ({ line: `/${insertAt(p.slice(1), at, bad)}x`, defect: 'forbidden' as const })),
  fc.constantFrom(...BAD_REGEX).map((pattern) => ({ line: `^${pattern}`, defect: 'regex' as const })),
  fc
    .tuple(charFrom(LOWER), stringOf(PATH_CHARS, 0, 8), path)
    .map(([first, rest, p]) => ({ line: `${first}${rest}${p}`, defect: 'start' as const })),
  fc.tuple(path, segment).map(([p, s]) => ({ line: `${p} ${s}`, defect: 'whitespace' as const })),
);

/** Blank and space-padded lines, which the rules drop or trim. */
const padding = fc.constantFrom('', ' ', '  ');
const padded = (line: string) => fc.tuple(padding, padding).map(([before, after]) => `${before}${line}${after}`);

/** Valid rules, one per line, with blank lines in between. */
export const validRoutes = fc
  .array(fc.oneof(validRouteLine.chain(padded), fc.constant('')), { minLength: 0, maxLength: 6 })
  .map((lines) => lines.join('\n'));

/**
 * Rules with one invalid line among valid ones: the text, the first invalid line and its number
 * counted over non-blank lines only (blank lines are dropped before numbering).
 */
export const invalidRoutes = fc
  .tuple(
    fc.array(validRouteLine, { minLength: 0, maxLength: 4 }),
    invalidRouteLine,
    fc.array(fc.oneof(validRouteLine, invalidRouteLine.map((bad) => bad.line)), { minLength: 0, maxLength: 3 }),
    fc.array(fc.nat({ max: 7 }), { maxLength: 3 }),
  )
  .map(([before, bad, after, blanks]) => {
    const lines = [...before, bad.line, ...after];
    const text = [...lines];
    // Blank lines anywhere do not change the numbering.
    blanks.forEach((at) => text.splice(at % (text.length + 1), 0, ''));
    return { text: text.join('\n'), line: before.length + 1, content: bad.line.trim(), defect: bad.defect };
  });
