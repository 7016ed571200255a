import { z } from 'zod';
import type { NodeInput } from '../types';
import { bodySchema, formValues } from './contract';
import { cidr, dnsServers, formName, integerBetween, optionalBoolean, requiredString } from './fields';
import { M } from './message';

/** A plain IPv4 address, or '' to have one assigned (the YAML pattern of `NodeInput.address`). */
export const ADDRESS_PATTERN =
  /^$|^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$/;

export const gatewayNetworkSchema = z
  .object({
    interface: requiredString,
    subnet: cidr,
  })
  .strict();

/** `POST /nodes` and `PATCH /nodes/{id}` bodies: exactly `NodeInput`. */
export const nodeFields = bodySchema<NodeInput>()(
  z
    .object({
      name: requiredString,
      dns: dnsServers,
      keepalive: integerBetween(0, 120).optional(),
      address: z.string({ error: M.ipv4 }).trim().regex(ADDRESS_PATTERN, { error: M.ipv4 }).optional(),
      allowInternet: optionalBoolean,
      isGateway: optionalBoolean,
      advanced: optionalBoolean,
      gatewayNetworks: z.array(gatewayNetworkSchema).nullable().optional(),
    })
    .strict(),
);

type NodeFields = z.infer<typeof nodeFields>;

/** SPEC §5 and §4 rules that OpenAPI cannot state: a gateway has its networks, interfaces differ. */
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

/** What the data provider sends: the record's contract fields, empty values as the contract's "none". */
export const nodeBody = formValues(nodeFields);
/** What the node form validates: the body plus SPEC's rules, and a new name's length (`storedName`: the node's own). */
export const nodeFormSchemaFor = (storedName?: string | null) => formValues(nodeFields.extend({ name: formName(storedName) }).superRefine(nodeRules));
export const nodeFormSchema = nodeFormSchemaFor();
