/**
 * Issue 41 point 5, in English and French: the node form checks its DNS servers as the gateway does
 * (IP addresses without a prefix, separated by commas or spaces) before anything is sent, naming the
 * entry that is not an address; once they are addresses, the node is saved with them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { renderScreen, rowOf, useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

const TEXTS = {
  en: {
    addClient: 'Add Client',
    form: 'Client / Node Configuration',
    advanced: 'Advanced Form',
    name: 'Name',
    dns: 'DNS Servers (Optional)',
    save: 'Save',
    ready: 'Your Node is Ready',
    notAnAddress: (entry: string) =>
      `“${entry}” is not an IP address. Enter DNS servers as IP addresses (IPv4 or IPv6, without a /prefix), separated by commas, e.g. 1.1.1.1, 8.8.8.8`,
  },
  fr: {
    addClient: 'Ajouter un client',
    form: 'Configuration du client / nœud',
    advanced: 'Formulaire avancé',
    name: 'Nom',
    dns: 'Serveurs DNS (facultatif)',
    save: 'Enregistrer',
    ready: 'Votre nœud est prêt',
    notAnAddress: (entry: string) =>
      `« ${entry} » n'est pas une adresse IP. Saisissez les serveurs DNS sous forme d'adresses IP (IPv4 ou IPv6, sans /préfixe), séparées par des virgules, par ex. 1.1.1.1, 8.8.8.8`,
  },
} as const;

describe.each(['en', 'fr'] as const)('the DNS servers of the node form (%s)', (locale) => {
  const t = TEXTS[locale];

  it('names the entry that is not an address, sends nothing, and saves addresses', async () => {
    const { user } = renderScreen('/nodes', { locale });
    await rowOf('homelab-nas');
    await user.click(screen.getByRole('button', { name: t.addClient }));
    const dialog = await screen.findByRole('dialog', { name: t.form });
    await user.click(within(dialog).getByRole('button', { name: t.advanced }));
    await user.type(within(dialog).getByRole('textbox', { name: t.name }), `dns-${locale}`);
    const dns = within(dialog).getByRole('textbox', { name: t.dns });

    await user.type(dns, 'not-an-ip, 1.1.1.1');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    await waitFor(() => expect(dns).toHaveAccessibleDescription(t.notAnAddress('not-an-ip')));
    expect(dns).toHaveAttribute('aria-invalid', 'true');

    // A prefix makes a network, not a server.
    await user.clear(dns);
    await user.type(dns, '1.1.1.1 9.9.9.0/24');
    await waitFor(() => expect(dns).toHaveAccessibleDescription(t.notAnAddress('9.9.9.0/24')));
    expect(demo.bodies.filter((call) => call.url.pathname === '/api/nodes')).toEqual([]);

    await user.clear(dns);
    await user.type(dns, '1.1.1.1, 2606:4700:4700::1111');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    await screen.findByRole('dialog', { name: t.ready });
    expect(demo.db.nodes.find((node) => node.name === `dns-${locale}`)).toMatchObject({ dns: '1.1.1.1, 2606:4700:4700::1111' });
  });
});
