/**
 * The one place where what a gateway says when it refuses a form becomes a plain sentence in the
 * reader's language. The reference server answers in Joi's words (`"DNS Servers" failed custom
 * validation because "value" must be…`), in SQLite's (`Record already exists with the same value in
 * domain`) or with a shell command's output: none of that is shown. Each refusal below was collected
 * from a real gateway (tests/gateway/refusals.gateway.ts sends every one of them); a text not listed
 * here still reads as a sentence ("The gateway refused this value.").
 *
 * Every message made here is a `vmsg` (an i18n key and its arguments), which react-admin's inputs
 * translate like the forms' own validation messages.
 */
import { M, vmsg } from '../api/schemas/message';

/** Where a refusal goes in a form: a field's dotted path, or `root` for the form as a whole. */
export interface FieldRefusal {
  field: string;
  message: string;
}

interface Rule {
  /** The gateway's words (the whole message). */
  says: RegExp;
  /** The fields it concerns (dotted paths); any field when absent. */
  field?: RegExp;
  /** The sentence: an i18n key, or a `vmsg` made from what the gateway said. */
  key: string | ((match: RegExpExecArray) => string);
}

const R = 'app.refusals';

/** Joi's `This field must be one of [a, b, null]`: the choices a form offers (null is "none"). */
const choices = (list: string) =>
  list
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '' && value !== 'null')
    .join(', ');

/** The columns of a unique index a SQLite refusal names, whatever their order. */
const columns = (list: string) =>
  list
    .split(',')
    .map((column) => column.trim())
    .sort()
    .join(',');

const TAKEN: Record<string, string> = {
  address: `${R}.taken.address`,
  domain: `${R}.taken.domain`,
  'domain,pathLocation': `${R}.taken.domain_path`,
  port: `${R}.taken.port`,
  'backendHost,backendPort,nodeId': `${R}.taken.backend`,
};

/** 422 field messages, most specific first. */
const FIELD_RULES: Rule[] = [
  // Joi's defaults as the reference words them (API-FACTS §4.2); a domain's own words first (SPEC §5).
  { says: /^This field (is required|is not allowed to be empty)$/, field: /^domain$/, key: M.domainRequired },
  { says: /^This field must be a valid string$/, field: /^expireAt$/, key: M.date },
  { says: /^This field is required$/, key: M.required },
  { says: /^This field is not allowed to be empty$/, key: M.required },
  { says: /^This field must be a valid string$/, key: `${R}.not_text` },
  { says: /^This field must be a number$/, key: M.number },
  { says: /^This field must be an integer$/, key: M.integer },
  { says: /^This field must be a boolean$/, key: `${R}.not_boolean` },
  { says: /^This field must be a valid email$/, key: `${R}.email` },
  { says: /^This field must contain a valid domain name$/, key: `${R}.domain_name` },
  // The public port of a TCP service: the reference's range (TCP_SERVICES_PORT_RANGE); 0 when it has none.
  { says: /^This field must be less than or equal to 0$/, field: /^port$/, key: `${R}.no_port_range` },
  { says: /^This field must be greater than or equal to (\d+)$/, field: /^port$/, key: (m) => vmsg(`${R}.port_below`, { min: Number(m[1]) }) },
  { says: /^This field must be less than or equal to (\d+)$/, field: /^port$/, key: (m) => vmsg(`${R}.port_above`, { max: Number(m[1]) }) },
  { says: /^This field must be at least (\d+) characters long$/, key: (m) => vmsg('ra.validation.minLength', { min: Number(m[1]) }) },
  { says: /^This field must be less than or equal to (\d+) characters long$/, key: (m) => vmsg(M.maxLength, { max: Number(m[1]) }) },
  { says: /^This field must be greater than or equal to (-?[\d.]+)$/, key: (m) => vmsg(M.minValue, { min: Number(m[1]) }) },
  { says: /^This field must be less than or equal to (-?[\d.]+)$/, key: (m) => vmsg(M.maxValue, { max: Number(m[1]) }) },
  // With Skip Domain Validation, only a self-signed certificate.
  { says: /^This field must be one of \[self-signed(, null)?\]$/, field: /^ssl$/, key: M.certbotNeedsValidation },
  { says: /^This field must be \[null\]$/, field: /^gatewayNetworks$/, key: `${R}.networks_without_gateway` },
  { says: /^This field must be one of \[(.*)\]$/, key: (m) => vmsg(`${R}.one_of`, { values: choices(m[1]) }) },
  { says: /^This field must be (?!one of )(.+)$/, field: /^(backendProto|proto|ssl)$/, key: (m) => vmsg(`${R}.one_of`, { values: choices(m[1]) }) },
  { says: /^This field contains an invalid value$/, field: /^backendHost$/, key: M.localhost },
  { says: /^This field contains an invalid value$/, key: `${R}.invalid_value` },
  { says: /^"([^"]+)" is not allowed$/, key: (m) => vmsg(`${R}.unknown_field`, { key: m[1] }) },
  { says: /^(This field|"[^"]*") must be (an array|of type .+)$/, key: `${R}.unreadable` },

  // Joi's stock texts, which quote the field (`"address" must be…`).
  { says: /^"DNS Servers"|DNS entry/, field: /^dns$/, key: `${R}.dns` },
  { says: /must be a valid ip address of one of the following versions \[ipv4\] with a forbidden CIDR$/, key: M.ipv4 },
  { says: /must be a valid ip address with a required CIDR$/, key: M.cidr },
  { says: /must be a valid ip address with a optional CIDR$/, key: M.ipOrCidr },
  { says: /must be a valid ip address/, key: `${R}.ip` },
  { says: /^"[^"]*" must be a valid port$/, key: M.port },
  { says: /fails to match the domain structure pattern$/, key: M.domainFormat },
  { says: /contains a duplicate value$/, field: /^allowedEmails\.\d+$/, key: M.duplicateEmail },
  { says: /contains a duplicate value$/, key: `${R}.duplicate_entry` },
  { says: /^"allowedEmails" must contain less than or equal to 0 items$/, key: M.emailsWithoutAuth },
  { says: /fails to match the (required|.+) pattern/, key: `${R}.pattern` },

  // The reference's own validators (API-FACTS §5.3-5.5, §10.7).
  { says: /^Path Location must be an absolute URL path/, key: M.pathCharacters },
  { says: /^TTL must be a string like/, key: M.ttl },
  { says: /^Line (\d+) should not contain HTTP method or operator prefix: "(.*)"$/s, key: (m) => vmsg(M.skipAuthPrefix, { line: Number(m[1]), text: m[2] }) },
  { says: /^Line (\d+) contains forbidden characters: "(.*)"$/s, key: (m) => vmsg(M.skipAuthForbidden, { line: Number(m[1]), text: m[2] }) },
  { says: /^Line (\d+) is not a valid regular expression: "(.*)"$/s, key: (m) => vmsg(M.skipAuthRegex, { line: Number(m[1]), text: m[2] }) },
  { says: /^Line (\d+) must start with '\/' or '\^': "(.*)"$/s, key: (m) => vmsg(M.skipAuthStart, { line: Number(m[1]), text: m[2] }) },
  { says: /^Line (\d+) contains whitespace and is not valid: "(.*)"$/s, key: (m) => vmsg(M.skipAuthWhitespace, { line: Number(m[1]), text: m[2] }) },
  { says: /^Gateway subnet shouldn't include Wiredoor IP$/, key: `${R}.subnet_has_gateway` },
  { says: /^Interface "(.*)" is duplicated$/s, key: (m) => vmsg(`${R}.duplicate_interface`, { name: m[1] }) },
  { says: /^Domain verification failed\./, key: `${R}.domain_not_pointing` },
  { says: /^Domain names can't be changed\./, key: `${R}.domain_rename` },
  { says: /^Unable to create or use this domain$/, key: `${R}.domain_unusable` },
  { says: /^The DNS provider could not create the required DNS record/, key: `${R}.dns_provider_failed` },
  { says: /^The domain DNS record was created but is not resolving/, key: `${R}.dns_record_pending` },
  { says: /^Unable to connect to port (\d+) in (.+)$/s, key: (m) => vmsg(`${R}.backend_unreachable`, { port: m[1], host: m[2] }) },
  { says: /^Cannot use localhost as backendHost for local node\.?$/, key: `${R}.local_node_localhost` },
  { says: /^Your servers needs TCP_SERVICES_PORT_RANGE/, key: `${R}.no_port_range` },
  { says: /^No ports ava(?:il|li)able in range from (\d+) to (\d+)/, key: (m) => vmsg(`${R}.no_free_port`, { min: m[1], max: m[2] }) },
  // A unique index (SQLite's words, turned into a 422 per column by the reference).
  { says: /^Record already exists with the same value in (.+)$/, key: (m) => TAKEN[columns(m[1])] ?? `${R}.taken.other` },
];

const sentence = (rule: Rule, match: RegExpExecArray): string => (typeof rule.key === 'string' ? rule.key : rule.key(match));

/** A 422's message for `field`, as a sentence (a `vmsg`). */
export const fieldRefusal = (field: string, said: string): string => {
  for (const rule of FIELD_RULES) {
    if (rule.field && !rule.field.test(field)) continue;
    const match = rule.says.exec(said);
    if (match) return sentence(rule, match);
  }
  return `${R}.unknown`;
};

/** An object-level rule the reference reports without a field (`field: ""`), put on the fields it concerns. */
const OBJECT_RULES: { says: RegExp; fields: string[]; key: string }[] = [
  { says: /must contain at least one of \[domain, pathLocation\]/, fields: ['domain', 'pathLocation'], key: M.domainOrPath },
];

/** Every entry of a 422 body (`errors.<segment>[]`), each on its field (`root` when it names none the form has). */
export const validationRefusals = (entries: { field: string; message: string }[]): FieldRefusal[] =>
  entries.flatMap(({ field, message }, index) => {
    // A unique index names the record's node among its columns: the node is the form's own, not a field of it.
    if (field === 'nodeId' && entries.some((other, at) => at !== index && other.message === message)) return [];
    if (field) return [{ field, message: fieldRefusal(field, message) }];
    const rule = OBJECT_RULES.find((candidate) => candidate.says.test(message));
    return rule ? rule.fields.map((name) => ({ field: name, message: rule.key })) : [{ field: 'root', message: fieldRefusal('', message) }];
  });

/** The console's resources whose records a form saves. */
const SERVICES = /^(http|tcp)_services$/;

interface SaveRule extends Omit<Rule, 'field'> {
  status: number;
  /** Where it goes: a field, or `root`. */
  to: string;
  /** The resources whose saves meet it; all when absent. */
  resource?: RegExp;
}

/**
 * 400 and 404 answers to a form's save that concern one of its fields or the record itself (API-FACTS
 * §4, §5.3-5.5): the reference reports them as `{status, message}`, outside its validation format.
 */
const SAVE_RULES: SaveRule[] = [
  { status: 400, says: /^OAuth2 authentication cannot be enabled: required environment variables are missing/, to: 'authentication', key: `${R}.oauth2_not_configured` },
  { status: 400, says: /^Command failed: certbot /, to: 'ssl', key: `${R}.certbot_failed` },
  { status: 400, says: /^No ports ava(?:il|li)able in range from (\d+) to (\d+)/, to: 'port', key: (m) => vmsg(`${R}.no_free_port`, { min: m[1], max: m[2] }) },
  // A create without a backend port reaches Node's socket API (API-FACTS §5.5).
  { status: 400, says: /argument must be specified$/, to: 'backendPort', key: M.required, resource: SERVICES },
  { status: 400, says: /NOT NULL constraint failed: nodes\.address$/, to: 'root', key: `${R}.no_free_address` },
  { status: 400, says: /^Local node can't be updated$/, to: 'root', key: `${R}.local_node_locked` },
  // A service deleted meanwhile: the reference reads a property of the record it did not find.
  { status: 400, says: /^Cannot read properties of (null|undefined)/, to: 'root', key: `${R}.service_gone`, resource: SERVICES },
  // A TCP service saved on a node deleted meanwhile, when the backend is not probed first.
  { status: 400, says: /FOREIGN KEY constraint failed$/, to: 'root', key: `${R}.node_gone`, resource: SERVICES },
  { status: 404, says: /^Node not found!?$/, to: 'root', key: `${R}.node_gone` },
  { status: 404, says: /^Domain not found!?$/, to: 'root', key: `${R}.domain_gone` },
];

/** A refused save's 400 or 404 as the field (or `root`) it concerns, or nothing when it is not one the forms know. */
export const saveRefusal = (resource: string, status: number, said: string): FieldRefusal | undefined => {
  for (const rule of SAVE_RULES) {
    if (rule.status !== status || (rule.resource && !rule.resource.test(resource))) continue;
    const match = rule.says.exec(said);
    if (match) return { field: rule.to, message: sentence(rule, match) };
  }
  return undefined;
};
