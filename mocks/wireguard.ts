/** Fake WireGuard material and the wg-quick file a node downloads (API-FACTS §9). Keys look real but are random. */
import { randomBytes, toBase64 } from './random';
import { VPN_PORT, VPN_SUBNET } from './settings';
import type { NodeRow } from './types';

/** A 32-byte key in WireGuard's base64 form (44 characters). */
export const fakeWireguardKey = (rand?: () => number): string => toBase64(randomBytes(32, rand));

export const fakeKeyPair = (rand?: () => number) => ({
  privateKey: fakeWireguardKey(rand),
  publicKey: fakeWireguardKey(rand),
  preSharedKey: fakeWireguardKey(rand),
});

/** The gateway's own public key (constant so that downloaded files stay consistent). */
export const SERVER_PUBLIC_KEY = 'sT4i1bNWvuPTHWcYdR3ik8Hj3d6Zr1jW1x0u0QJ3gGY=';

const gatewayRules = (node: NodeRow, action: '-A' | '-D'): string[] =>
  (node.gatewayNetworks ?? []).map(
    ({ interface: lan, subnet }) =>
      `${action === '-A' ? 'PostUp' : 'PostDown'} = iptables ${action} FORWARD -i ${node.wgInterface} -o ${lan} -j ACCEPT; ` +
      `iptables ${action} FORWARD -i ${lan} -o ${node.wgInterface} -j ACCEPT; ` +
      `iptables -t nat ${action} POSTROUTING -s ${VPN_SUBNET} -d ${subnet} -o ${lan} -j MASQUERADE`,
  );

/** The wg-quick INI text in the reference's order: no MTU line, DNS then a blank line, gateway rules. */
export const wireguardConfig = (node: NodeRow, vpnHost: string): string =>
  [
    '[Interface]',
    `PrivateKey = ${node.privateKey}`,
    `Address = ${node.address}/32`,
    '',
    ...(node.dns ? [`DNS = ${node.dns}`, ''] : ['']),
    ...(node.isGateway ? [...gatewayRules(node, '-A'), ...gatewayRules(node, '-D')] : []),
    '',
    '[Peer]',
    `PublicKey = ${SERVER_PUBLIC_KEY}`,
    `PresharedKey = ${node.preSharedKey}`,
    `AllowedIPs = ${node.allowInternet ? '0.0.0.0/0, ::/0' : VPN_SUBNET}`,
    `PersistentKeepalive = ${node.keepalive}`,
    `Endpoint = ${vpnHost}:${VPN_PORT}`,
    '',
  ].join('\n');
