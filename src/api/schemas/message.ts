/**
 * Validation messages are i18n keys so that forms show them in the user's language (react-admin's
 * ValidationError translates them) while the demo gateway renders them in English for its 422 bodies.
 * react-admin's special prefix carries interpolation arguments through react-hook-form's string errors.
 */
const RA_PREFIX = '@@react-admin@@';

export const vmsg = (key: string, args?: Record<string, string | number>): string =>
  args ? `${RA_PREFIX}${JSON.stringify({ message: key, args })}` : key;

/** Splits a message made by `vmsg` back into its key and arguments. */
export const parseVmsg = (text: string): { key: string; args: Record<string, string | number> } => {
  if (!text.startsWith(RA_PREFIX)) return { key: text, args: {} };
  const { message, args } = JSON.parse(text.slice(RA_PREFIX.length)) as {
    message: string;
    args: Record<string, string | number>;
  };
  return { key: message, args };
};

export const M = {
  required: 'ra.validation.required',
  email: 'ra.validation.email',
  number: 'app.validation.number',
  integer: 'app.validation.integer',
  minValue: 'ra.validation.minValue',
  maxLength: 'ra.validation.maxLength',
  maxValue: 'ra.validation.maxValue',
  boolean: 'app.validation.boolean',
  oneOf: 'ra.validation.oneOf',
  domainRequired: 'app.validation.domain_required',
  domainFormat: 'app.validation.domain_format',
  ipv4: 'app.validation.ipv4',
  dnsEntry: 'app.validation.dns_entry',
  cidr: 'app.validation.cidr',
  ipOrCidr: 'app.validation.ip_or_cidr',
  port: 'app.validation.port',
  path: 'app.validation.path',
  pathCharacters: 'app.validation.path_characters',
  domainOrPath: 'app.validation.domain_or_path',
  requireAuthDomain: 'app.validation.require_auth_domain',
  localhost: 'app.validation.localhost',
  localNodeHost: 'app.validation.local_node_host',
  backendHost: 'app.validation.backend_host',
  gatewayNetworks: 'app.validation.gateway_networks',
  duplicateInterface: 'app.validation.duplicate_interface',
  certbotNeedsValidation: 'app.validation.certbot_needs_validation',
  emailsWithoutAuth: 'app.validation.emails_without_auth',
  duplicateEmail: 'app.validation.duplicate_email',
  ttl: 'app.validation.ttl',
  date: 'app.validation.date',
  dateNotPast: 'app.validation.date_not_past',
  unknownKey: 'app.validation.unknown_key',
  skipAuthPrefix: 'app.validation.skip_auth.prefix',
  skipAuthForbidden: 'app.validation.skip_auth.forbidden',
  skipAuthRegex: 'app.validation.skip_auth.regex',
  skipAuthStart: 'app.validation.skip_auth.start',
  skipAuthWhitespace: 'app.validation.skip_auth.whitespace',
} as const;
