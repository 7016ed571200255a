import { z } from 'zod';
import { M } from './message';
import { isCidr, isIPv4 } from './rules';
import { integerBetween, optionalBoolean, optionalString, requiredString } from './fields';

export const gatewayNetworkSchema = z.object({
  interface: requiredString,
  subnet: z
    .string({ error: M.cidr })
    .trim()
    .min(1, { error: M.required })
    .refine(isCidr, { error: M.cidr }),
});

export const nodeFields = z.object({
  name: requiredString,
  dns: optionalString,
  keepalive: integerBetween(0, 120).nullable().optional(),
  address: optionalString.refine((v) => !v || isIPv4(v), { error: M.ipv4 }),
  allowInternet: optionalBoolean,
  isGateway: optionalBoolean,
  advanced: optionalBoolean,
  gatewayNetworks: z.array(gatewayNetworkSchema).nullable().optional(),
});

type NodeFields = z.infer<typeof nodeFields>;

const nodeRules = (value: NodeFields, ctx: z.RefinementCtx) => {
  if (!value.isGateway) return;
  const networks = value.gatewayNetworks ?? [];
  if (networks.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['gatewayNetworks'], message: M.gatewayNetworks });
  }
  const seen = new Set<string>();
  networks.forEach((network, index) => {
    if (seen.has(network.interface)) {
      ctx.addIssue({ code: 'custom', path: ['gatewayNetworks', index, 'interface'], message: M.duplicateInterface });
    }
    seen.add(network.interface);
  });
};

/** What the node form validates (extra keys of the record are dropped, not refused). */
export const nodeFormSchema = nodeFields.superRefine(nodeRules);
/** What a gateway accepts as a node body (unknown keys refused, as the reference server does). */
export const nodeInputSchema = nodeFields.strict().superRefine(nodeRules);
