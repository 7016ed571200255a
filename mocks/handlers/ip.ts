/** IPv4 arithmetic for the few checks that need it. */
import { isIPv4 } from '../../src/api/schemas/rules';

const toNumber = (ip: string): number => ip.split('.').reduce((acc, octet) => acc * 256 + Number(octet), 0);

/** True when the IPv4 `ip` lies inside the IPv4 `cidr` (false for anything that is not IPv4). */
export const subnetContains = (cidr: string, ip: string): boolean => {
  const [network, bitsText] = cidr.split('/');
  const bits = Number(bitsText);
  if (!isIPv4(network) || !isIPv4(ip) || !Number.isInteger(bits)) return false;
  const size = 2 ** (32 - bits);
  const start = Math.floor(toNumber(network) / size) * size;
  const value = toNumber(ip);
  return value >= start && value < start + size;
};
