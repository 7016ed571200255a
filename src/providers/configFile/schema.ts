/**
 * The gateway's configuration as a file (YAML, `version: 1`): domains, nodes and their services, each
 * named, never numbered, and never a key or a token. Defined once here; `npm run gen:config-schema`
 * writes its JSON Schema (docs/gateway-config.schema.json) for editors. Field rules are the forms'
 * (src/api/schemas), so a file passes where the same values typed into the console would.
 */
import { z } from 'zod';
import { ADDRESS_PATTERN, gatewayNetworkSchema } from '../../api/schemas/node';
import { email, hostname, integerBetween, ipList, port, requiredString } from '../../api/schemas/fields';
import { M, vmsg } from '../../api/schemas/message';
import { isHostname, skipAuthRouteErrors } from '../../api/schemas/rules';
import { backendHost, pathLocation } from '../../api/schemas/service';

export const CONFIG_FILE_VERSION = 1;

/** Problems specific to files, as i18n keys (app.configuration.problems.*). */
export const P = {
  version: 'app.configuration.problems.version',
  newerVersion: 'app.configuration.problems.newer_version',
  duplicate: 'app.configuration.problems.duplicate',
  syntax: 'app.configuration.problems.syntax',
  notAMap: 'app.configuration.problems.not_a_map',
  unknownDomain: 'app.configuration.problems.unknown_domain',
  ambiguousDomain: 'app.configuration.problems.ambiguous.domain',
  ambiguousNode: 'app.configuration.problems.ambiguous.node',
  ambiguousHttp: 'app.configuration.problems.ambiguous.http',
  ambiguousTcp: 'app.configuration.problems.ambiguous.tcp',
  localNode: 'app.configuration.problems.local_node',
  date: M.date,
} as const;

const flag = (fallback: boolean) => z.boolean({ error: M.boolean }).default(fallback);

const addressList = ipList.transform((value) => value ?? []).default([]);

/** A lifetime's end (ISO 8601); none when absent or null. */
const expiresAt = z.iso.datetime({ offset: true, error: M.date }).nullable().default(null);

const optionalText = z.string({ error: M.required }).trim().nullable().default(null);

const domainName = hostname.transform((value) => value.toLowerCase());

export const domainEntry = z
  .object({
    domain: domainName,
    ssl: z.enum(['self-signed', 'certbot'], { error: M.oneOf }).default('self-signed'),
    skipValidation: flag(false),
    authentication: flag(false),
    allowedEmails: z.array(email).default([]),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.skipValidation && value.ssl === 'certbot') ctx.addIssue({ code: 'custom', path: ['ssl'], message: M.certbotNeedsValidation });
    if (!value.authentication && value.allowedEmails.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['allowedEmails'], message: M.emailsWithoutAuth });
    }
  });

/** A backend host as the forms take it; absent or null for the node itself. */
const host = (forbidden: string[]) => backendHost(forbidden).transform((value) => value ?? null);

export const httpEntry = z
  .object({
    name: requiredString,
    domain: domainName.nullable().default(null),
    pathLocation: pathLocation.default('/'),
    backendProto: z.enum(['http', 'https'], { error: M.oneOf }).default('http'),
    backendHost: host(['localhost']),
    backendPort: port.default(80),
    allowedIps: addressList,
    blockedIps: addressList,
    requireAuth: flag(false),
    skipAuthRoutes: optionalText,
    enabled: flag(true),
    expiresAt,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.requireAuth && !(value.domain && isHostname(value.domain))) {
      ctx.addIssue({ code: 'custom', path: ['requireAuth'], message: M.requireAuthDomain });
    }
    if (value.requireAuth && value.skipAuthRoutes) {
      const [first] = skipAuthRouteErrors(value.skipAuthRoutes);
      if (first) ctx.addIssue({ code: 'custom', path: ['skipAuthRoutes'], message: vmsg(first.key, { line: first.line, text: first.text }) });
    }
  });

export const tcpEntry = z
  .object({
    name: requiredString,
    domain: domainName.nullable().default(null),
    proto: z.enum(['tcp', 'udp'], { error: M.oneOf }).default('tcp'),
    backendHost: host(['localhost', '127.0.0.1']),
    backendPort: port,
    /** The public port; absent: the gateway picks one from its range. */
    port: port.optional(),
    ssl: flag(false),
    allowedIps: addressList,
    blockedIps: addressList,
    enabled: flag(true),
    expiresAt,
  })
  .strict();



/** Names that must be unique within a list (compared as the gateway would find them). */
const uniqueBy =
  <T>(key: (item: T) => string, field: string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const name = key(item);
      if (seen.has(name)) ctx.addIssue({ code: 'custom', path: [index, field], message: vmsg(P.duplicate, { name }) });
      seen.add(name);
    });
  };

export const nodeEntry = z
  .object({
    name: requiredString,
    /** The VPN address; absent: the gateway assigns one (and a plan leaves it as it is). */
    address: z.string({ error: M.ipv4 }).trim().regex(ADDRESS_PATTERN, { error: M.ipv4 }).min(1, { error: M.ipv4 }).optional(),
    dns: optionalText,
    keepalive: integerBetween(0, 120).default(25),
    allowInternet: flag(false),
    /** A node with networks is a gateway to them. */
    gatewayNetworks: z
      .array(gatewayNetworkSchema)
      .default([])
      .superRefine(uniqueBy((network) => network.interface, 'interface')),
    enabled: flag(true),
    http: z.array(httpEntry).default([]).superRefine(uniqueBy((service) => service.name, 'name')),
    tcp: z.array(tcpEntry).default([]).superRefine(uniqueBy((service) => service.name, 'name')),
  })
  .strict();

export const configFileSchema = z
  .object({
    version: z.literal(CONFIG_FILE_VERSION, { error: P.version }),
    domains: z.array(domainEntry).default([]).superRefine(uniqueBy((entry) => entry.domain, 'domain')),
    nodes: z.array(nodeEntry).default([]).superRefine(uniqueBy((entry) => entry.name, 'name')),
  })
  .strict();

export type ConfigFile = z.output<typeof configFileSchema>;
export type DomainEntry = z.output<typeof domainEntry>;
export type NodeEntry = z.output<typeof nodeEntry>;
export type HttpEntry = z.output<typeof httpEntry>;
export type TcpEntry = z.output<typeof tcpEntry>;
/** What a file may hold before defaults are filled in. */
export type ConfigFileInput = z.input<typeof configFileSchema>;
