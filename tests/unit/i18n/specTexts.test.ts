// @vitest-environment node
/**
 * Issue 8 point 5 (d): the English texts are still exactly SPEC's. Each pair is a text SPEC quotes
 * (or names as the label on screen) and the key that shows it; the English catalogue must hold it
 * verbatim, and the French catalogue must say something else (it is translated, not copied).
 */
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogue';

const SPEC_TEXTS: [key: string, text: string][] = [
  // §2 Routes: the not-found page.
  ['app.not_found.title', "Hmm...this page doesn't exist. Try searching for something else!"],
  ['app.not_found.back', 'Back To Home'],
  // §2 Shell.
  ['app.menu.home', 'Home'],
  ['app.menu.domains', 'Domain Names'],
  ['app.menu.nodes', 'Client / Nodes'],
  ['app.appbar.documentation', 'Documentation'],
  ['app.appbar.contact', 'Contact us'],
  // §2 Shared dialogs.
  ['app.action.cancel', 'Cancel'],
  ['app.action.accept', 'Accept'],
  ['app.action.save', 'Save'],
  ['app.action.got_it', 'Got it!'],
  // §2 Login screen.
  ['app.auth.username', 'Username'],
  ['app.auth.password', 'Password'],
  ['app.auth.sign_in', 'Sign in'],
  ['app.auth.terms_link', 'Terms of Service'],
  // §2 Nodes list.
  ['app.nodes.title', 'Client / Nodes'],
  ['app.nodes.add_client', 'Add Client'],
  ['app.nodes.filter.all', 'View All'],
  ['app.nodes.filter.nodes', 'Nodes'],
  ['app.nodes.filter.gateways', 'Gateways'],
  ['app.nodes.fields.name', 'Name'],
  ['app.nodes.fields.type', 'Type'],
  ['app.nodes.fields.latest_handshake', 'Latest Handshake'],
  ['app.nodes.fields.received', 'Received (KB)'],
  ['app.nodes.fields.transmitted', 'Transmitted (KB)'],
  ['app.nodes.empty.title', 'No nodes yet'],
  ['app.nodes.empty.description', "You haven't added any node yet. Once you add nodes, they will appear here for easy management."],
  ['app.nodes.empty.action', 'Add Node'],
  ['app.nodes.menu.view', 'View Node Details'],
  ['app.nodes.menu.edit', 'Edit Node'],
  ['app.nodes.menu.expose_http', 'Expose HTTP'],
  ['app.nodes.menu.expose_tcp', 'Expose TCP'],
  ['app.nodes.menu.download', 'Download Config'],
  ['app.nodes.menu.disconnect', 'Disconnect'],
  ['app.nodes.menu.connect', 'Connect'],
  ['app.nodes.menu.delete', 'Delete Node'],
  // §2 Node details, status indicator, type badge.
  ['app.nodes.details.client_ip', 'Client IP'],
  ['app.nodes.details.latest_handshake', 'Latest Handshake'],
  ['app.nodes.details.transmitted', 'Transmitted'],
  ['app.nodes.details.received', 'Received'],
  ['app.nodes.details.allow_internet', 'Send all internet traffic through the VPN'],
  ['app.nodes.details.yes', 'Yes'],
  ['app.nodes.details.no', 'No'],
  ['app.nodes.status.online', 'Online'],
  ['app.nodes.status.idle', 'Idle'],
  ['app.nodes.status.offline', 'Offline'],
  ['app.nodes.type.local', 'Local'],
  ['app.nodes.type.gateway', 'Gateway'],
  ['app.nodes.type.node', 'Node'],
  ['app.nodes.type.local_tooltip', 'Created automatically to expose internal services running on this server.'],
  // §2 Tokens card.
  ['app.tokens.title', 'Node Access Tokens'],
  ['app.tokens.add', '+ Add Token'],
  ['app.tokens.empty', 'No Access Tokens yet'],
  ['app.tokens.menu.revoke', 'Revoke'],
  ['app.tokens.menu.delete', 'Delete'],
  ['app.tokens.form.title', 'Access Token Configuration'],
  ['app.tokens.form.name_placeholder', 'Enter a friendly name for this token'],
  ['app.tokens.form.expire_at', 'Expire At (Optional)'],
  ['app.tokens.form.expire_at_helper', 'Define when the token should be revoked automatically'],
  ['app.tokens.created.title', 'New Access Token Generated'],
  ['app.tokens.created.note', 'The token is only visible once. Make sure to store it securely.'],
  // §2 Domains page and dialogs.
  ['app.domains.title', 'Domains'],
  ['app.domains.add', 'Add Domain'],
  ['app.domains.empty.title', 'No domains yet'],
  ['app.services.empty.http_title', 'No HTTP services yet'],
  ['app.services.empty.tcp_title', 'No TCP services yet'],
  ['app.nodes.form.title', 'Client / Node Configuration'],
  ['app.domains.form.title', 'Domain & SSL Settings'],
  ['app.services.form.http_title', 'Expose HTTP Service on Node'],
  ['app.services.form.tcp_title', 'Expose TCP Service on Node'],
  ['app.services.info.title', 'Your Service is Now Publicly Available'],
  // §2 Row actions, node details cards, logs.
  ['app.services.action.info', 'Info'],
  ['app.services.action.logs', 'Logs Monitor'],
  ['app.services.action.edit', 'Edit Service'],
  ['app.services.action.go_to_node', 'Go to node'],
  ['app.services.action.disable', 'Disable Access'],
  ['app.services.action.enable', 'Enable Access'],
  ['app.services.action.delete', 'Delete Service'],
  ['app.domains.action.logs', 'Logs Monitor'],
  ['app.domains.action.edit', 'Edit Domain'],
  ['app.domains.action.delete', 'Delete Domain'],
  ['app.services.card.http', 'HTTP Services'],
  ['app.services.card.tcp', 'TCP Services'],
  ['app.services.card.add', 'Add Service'],
  ['app.logs.title', 'Real Time Logs'],
  // §4 Gateway option; §9 SSL choices and byte units.
  ['app.nodes.form.is_gateway', 'Act as a network gateway'],
  ['app.domains.ssl.self_signed', 'Self Signed'],
  ['app.domains.ssl.certbot', "Let's Encrypt"],
  ['app.units.bytes', 'Bytes'],
  ['app.units.kb', 'KB'],
  ['app.units.mb', 'MB'],
  ['app.units.gb', 'GB'],
  ['app.units.tb', 'TB'],
  // §5 Validation.
  ['ra.validation.required', 'This field is required'],
  ['ra.validation.email', 'This field must be a valid email'],
  ['app.validation.domain_format', 'The domain must be in a valid format'],
  ['app.validation.domain_required', 'The domain field is required'],
  // §8 Errors and toasts.
  ['app.errors.unknown', 'Unknown Error'],
  ['app.auth.too_many_attempts', 'Too many attempts, try again later'],
  ['app.auth.invalid_credentials', 'Invalid Credentials'],
  ['app.nodes.notify.updated', 'Node updated successfully!'],
  ['app.nodes.notify.connected', 'Node connected successfully!'],
  ['app.nodes.notify.disconnected', 'Node disconnected successfully!'],
  ['app.nodes.notify.deleted', 'Node deleted successfully!'],
  ['app.domains.notify.created', 'Domain created successfully!'],
  ['app.domains.notify.updated', 'Domain updated successfully!'],
  ['app.domains.notify.deleted', 'Domain deleted successfully!'],
  ['app.services.notify.exposed', 'Service exposed successfully!'],
  ['app.services.notify.disabled', 'Service disabled from public access successfully!'],
  ['app.services.notify.deleted', 'Service deleted successfully!'],
  ['app.tokens.notify.revoked', 'Personal Access Token revoked successfully!'],
  ['app.tokens.notify.deleted', 'Personal Access Token deleted successfully!'],
];

/** Texts the same in both languages (proper names, symbols, words French shares). */
const SAME_IN_FRENCH = new Set(['Type', 'Local', 'Documentation', "Let's Encrypt", 'Info']);

describe("SPEC's English texts", () => {
  it('are checked in number', () => {
    expect(SPEC_TEXTS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(SPEC_TEXTS)('%s is "%s"', (key, text) => {
    expect(catalogues.en[key]).toBe(text);
  });

  it('are translated in French', () => {
    const copied = SPEC_TEXTS.filter(([key, text]) => !SAME_IN_FRENCH.has(text) && catalogues.fr[key] === text);
    expect(copied).toEqual([]);
  });
});
