/** Constants of the demo gateway, mirroring a default reference server install (API-FACTS §1, §5, §7.6). */
import type { DemoSettings } from './types';

/** Bump when the snapshot shape changes: older browser snapshots are then ignored and the demo reseeded. */
export const DB_VERSION = 3;

/** Admin tokens live one hour, like the reference's JWTs. */
export const SESSION_TTL_MS = 60 * 60 * 1000;

/** The port the console itself is served on (the Wiredoor_APP service points at it). */
export const APP_PORT = 3000;

/** The WireGuard interface: new nodes get addresses from .2 to .254 of this /24 (.1 is the server). */
export const VPN_SUBNET = '10.0.0.0/24';
export const VPN_PORT = 51820;

/** Ports for domains' oauth2-proxy processes. */
export const OAUTH2_PORT_RANGE: [number, number] = [4180, 5180];

export const defaultSettings = (): DemoSettings => ({
  logRate: 4,
  vpnHost: '203.0.113.10',
  tcpPortRange: [32760, 32799],
  search: true,
});
