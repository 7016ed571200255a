/** The low-level rules of SPEC §5, shared by forms, the demo gateway and property tests. */
import { M } from './message';

/** Hostname with at least one dot and a TLD of 2+ letters; labels of 1-63 chars not edged by '-'. */
export const HOSTNAME_RE = /^(?=.{1,253}$)(?:(?!-)[A-Za-z0-9-]{1,63}(?<!-)\.)+[A-Za-z]{2,63}$/;

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4_RE = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);

export const isHostname = (value: string): boolean => HOSTNAME_RE.test(value);

export const isIPv4 = (value: string): boolean => IPV4_RE.test(value);

export const isIPv6 = (value: string): boolean => {
  if (!value.includes(':') || !/^[0-9A-Fa-f:.]+$/.test(value)) return false;
  try {
    // The URL parser implements the full IPv6 grammar (compression, embedded IPv4).
    new URL(`http://[${value}]/`);
    return true;
  } catch {
    return false;
  }
};

export const isIP = (value: string): boolean => isIPv4(value) || isIPv6(value);

/** A node's DNS setting as the reference reads it: entries separated by commas or white space. */
export const dnsServerEntries = (value: string): string[] => value.split(/[,\s]+/).filter(Boolean);

/** A host name (RFC 1123 labels, one or more: `db`, `nas.lan`) or an IP address. */
const HOST_NAME_RE = /^(?=.{1,253}$)(?!-)[A-Za-z0-9-]{1,63}(?<!-)(?:\.(?!-)[A-Za-z0-9-]{1,63}(?<!-))*$/;

export const isHost = (value: string): boolean => isIP(value) || HOST_NAME_RE.test(value);

/** An IP with a mandatory prefix length (decimal, no leading zero: "10.0.0.0/08" is refused, as Joi does). */
export const isCidr = (value: string): boolean => {
  const parts = value.split('/');
  if (parts.length !== 2 || !/^(?:0|[1-9]\d{0,2})$/.test(parts[1])) return false;
  const bits = Number(parts[1]);
  if (isIPv4(parts[0])) return bits <= 32;
  if (isIPv6(parts[0])) return bits <= 128;
  return false;
};

export const isIpOrCidr = (value: string): boolean => isIP(value) || isCidr(value);

export const isPort = (value: unknown): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 65535;

export interface LineError {
  key: string;
  line: number;
  text: string;
}

// eslint-disable-next-line no-control-regex
const FORBIDDEN_RE = /["'`;&<>\\\u0000-\u001f\u007f]/;
const METHOD_PREFIX_RE = /^[A-Z]+\s*!?=/;

/**
 * Checks skip-auth routes line by line as the reference server does: lines are trimmed, blank lines
 * dropped, and numbering counts the remaining lines from 1.
 */
export const skipAuthRouteErrors = (text: string): LineError[] => {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const errors: LineError[] = [];
  lines.forEach((line, index) => {
    const at = (key: string) => errors.push({ key, line: index + 1, text: line });
    if (METHOD_PREFIX_RE.test(line)) return at(M.skipAuthPrefix);
    if (FORBIDDEN_RE.test(line)) return at(M.skipAuthForbidden);
    if (line.startsWith('^')) {
      try {
        new RegExp(line);
      } catch {
        return at(M.skipAuthRegex);
      }
      return;
    }
    if (!line.startsWith('/')) return at(M.skipAuthStart);
    if (/\s/.test(line)) return at(M.skipAuthWhitespace);
  });
  return errors;
};
