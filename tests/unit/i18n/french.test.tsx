/**
 * Issue 8 point 5 (e): the console in French. The nodes list, the domains page and both sign-in pages
 * (the light one before react-admin, and react-admin's after a sign-out) render in French with no
 * missing key (tests/setup.ts fails on any) and no English text of the catalogue left on screen; the
 * language switches of the top bar and of the sign-in page change the language and remember it where
 * react-admin keeps it (store key 'locale').
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { memoryStore, Notification } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventStream } from '../../../mocks/handlers/event-stream';
import { LoginPage } from '../../../src/auth/LoginPage';
import { StandaloneSignIn } from '../../../src/auth/StandaloneSignIn';
import { formatBytes, formatDate, formatRelative } from '../../../src/components/format';
import DomainList from '../../../src/domains/DomainList';
import { LanguageMenu } from '../../../src/layout/LanguageMenu';
import NodeList from '../../../src/nodes/NodeList';
import { i18nProvider, missingKeys } from '../../../src/providers/i18nProvider';
import { renderInAdmin, signInForTest, useDemoServer } from '../../integration/helpers/renderAdmin';
import { catalogues } from './catalogue';

vi.setConfig({ testTimeout: 60_000 });

const demo = useDemoServer();

const STORE_KEY = 'RaStoreIngressConsole.locale';

afterEach(async () => {
  // The provider is one object for the whole file: leave it in English for the next test.
  await i18nProvider.changeLocale('en');
  document.documentElement.lang = 'en';
});

/** Texts of the English catalogue French never uses (no placeholder, at least one letter). */
const ENGLISH_ONLY = (() => {
  const french = new Set(Object.values(catalogues.fr));
  return new Set(Object.values(catalogues.en).filter((text) => !french.has(text) && !text.includes('%{') && /\p{L}/u.test(text)));
})();

/** English catalogue texts found on the page: whole text nodes and visible attributes. */
const englishOnScreen = (root: HTMLElement = document.body): string[] => {
  const found = new Set<string>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (ENGLISH_ONLY.has(text)) found.add(text);
  }
  for (const element of root.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name);
      if (value && ENGLISH_ONLY.has(value)) found.add(value);
    }
  }
  return [...found];
};

const frenchStore = () => memoryStore({ locale: 'fr' });

describe('the checks of this file', () => {
  it('see English catalogue texts in text and in visible attributes', () => {
    render(
      <div>
        <p>Add Client</p>
        <button aria-label="Search nodes">x</button>
        <p>Ajouter un client</p>
        <p>Actions</p>
      </div>,
    );
    expect(englishOnScreen().sort()).toEqual(['Add Client', 'Search nodes']);
  });

  it('rely on missing keys being recorded in French too (tests/setup.ts then fails the test)', async () => {
    await i18nProvider.changeLocale('fr');
    expect(i18nProvider.translate('app.no_such_key')).toBe('app.no_such_key');
    expect(missingKeys.has('app.no_such_key')).toBe(true);
    missingKeys.delete('app.no_such_key');
  });
});

describe('WireGuard words', () => {
  it("say 'poignée de main' for a handshake, everywhere, never the English word", () => {
    const french = Object.entries(catalogues.frInDemo);
    expect(french.filter(([, text]) => /handshake/i.test(text))).toEqual([]);
    const handshakes = Object.entries(catalogues.enInDemo)
      .filter(([, text]) => /handshake/i.test(text))
      .map(([key]) => [key, /poignée de main/i.test(catalogues.frInDemo[key])]);
    expect(handshakes.length).toBeGreaterThan(0);
    expect(handshakes.filter(([, said]) => !said)).toEqual([]);
  });
});

describe('formats', () => {
  it('write dates MM/dd/yyyy in English and dd/MM/yyyy in French', () => {
    const date = new Date(2025, 2, 7, 12);
    expect(formatDate(date)).toBe('03/07/2025');
    expect(formatDate(date, 'en')).toBe('03/07/2025');
    expect(formatDate(date, 'fr')).toBe('07/03/2025');
  });

  it('say relative times in the language (date-fns\' French words arrive with the French catalogue)', async () => {
    await i18nProvider.changeLocale('fr');
    const now = Date.now();
    expect(formatRelative(now - 3 * 60_000 - 5_000, now)).toBe('3 minutes ago');
    expect(formatRelative(now - 3 * 60_000 - 5_000, now, 'fr')).toBe('il y a 3 minutes');
  });

  it('write byte sizes with the units and decimal mark given', () => {
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(1536, { units: ['octets', 'Ko', 'Mo', 'Go', 'To'], locale: 'fr' })).toBe('1,50 Ko');
  });
});

describe('the top bar language menu', () => {
  it('switches to Français and back, keeping the choice in the store and the page lang', async () => {
    const store = memoryStore();
    const { user } = renderInAdmin(<LanguageMenu />, { store });
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Français', 'fr'],
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Français' }));
    await user.click(await screen.findByRole('button', { name: 'Langue : Français' }));
    expect(store.getItem('locale')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'English' }));
    await screen.findByRole('button', { name: 'Language: English' });
    expect(store.getItem('locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('the nodes list in French', () => {
  beforeEach(async () => {
    await signInForTest();
  });

  it('shows its title, filters, columns, relative times, sizes and row menu in French', async () => {
    const now = Date.now();
    const rows = [
      { id: 1, name: 'Wiredoor_Local', address: 'localhost', isLocal: true, isGateway: false, enabled: true },
      {
        id: 3, name: 'office-gateway', address: '10.0.0.3', isLocal: false, isGateway: true, enabled: true,
        gatewayNetworks: [{ interface: 'eth0', subnet: '192.168.1.0/24' }],
        status: 'online', latestHandshakeTimestamp: now - 3 * 60_000 - 5_000, transferRx: 1536, transferTx: 5 * 1024 ** 3,
      },
    ].map((row) => ({ keepalive: 25, allowInternet: false, advanced: false, created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z', ...row }));
    demo.server.use(
      http.get('*/api/nodes', () => HttpResponse.json({ data: rows, page: 1, limit: 10, total: rows.length })),
      // A quiet live stream: the fixed values stay on screen.
      http.get('*/api/nodes/stream', ({ request }) => eventStream(request, () => undefined)),
    );
    const { user } = renderInAdmin(
      <>
        <Routes>
          <Route path="/nodes" element={<NodeList />} />
        </Routes>
        <Notification />
      </>,
      { initialEntries: ['/nodes'], store: frenchStore() },
    );

    expect(await screen.findByRole('heading', { name: 'Clients / Nœuds' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'office-gateway' });
    expect(screen.getByRole('button', { name: 'Ajouter un client' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Rechercher des nœuds' })).toBeInTheDocument();
    for (const chip of ['Tout afficher', 'Nœuds', 'Passerelles']) expect(screen.getByRole('button', { name: chip })).toBeInTheDocument();
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['', 'Statut', 'Nom', 'Type', 'Dernière poignée de main', 'Reçu (Ko)', 'Émis (Ko)', 'Dernière heure', 'Actions']);

    const row = link.closest('tr')!;
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(3, 7)).toEqual(['Passerelle', 'il y a 3 minutes', '1,50 Ko', '5,00 Go']);
    expect(within(row).getByRole('img', { name: 'En ligne' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: "Plus d'actions pour office-gateway" }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Voir les détails du nœud',
      'Modifier le nœud',
      'Exposer en HTTP',
      'Exposer en TCP',
      'Télécharger la configuration',
      'Déconnecter',
      'Supprimer le nœud',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Supprimer le nœud' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer le nœud' });
    expect(within(confirm).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Oui, supprimer !' })).toBeInTheDocument();
    expect(englishOnScreen()).toEqual([]);
  });

  it('opens the node form in French and validates it in French', async () => {
    const { user } = renderInAdmin(
      <Routes>
        <Route path="/nodes" element={<NodeList />} />
      </Routes>,
      { initialEntries: ['/nodes'], store: frenchStore() },
    );
    await screen.findByRole('link', { name: 'homelab-nas' });
    await user.click(screen.getByRole('button', { name: 'Ajouter un client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configuration du client / nœud' });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Nom' })).toHaveAttribute('placeholder', 'Saisissez un nom parlant pour ce nœud');
    await user.click(within(dialog).getByRole('switch', { name: 'Servir de passerelle réseau' }));
    const subnet = within(dialog).getByRole('textbox', { name: 'Sous-réseau' });
    await user.type(subnet, '192.168.50.1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'lab-gateway');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog).findByText('Ce champ doit être une adresse IP avec un préfixe CIDR, par ex. 192.168.1.0/24'),
    ).toBeInTheDocument();
    expect(englishOnScreen()).toEqual([]);
  });

  it('shows the empty state in French', async () => {
    demo.server.use(http.get('*/api/nodes', () => HttpResponse.json({ data: [], page: 1, limit: 10, total: 0 })));
    renderInAdmin(
      <Routes>
        <Route path="/nodes" element={<NodeList />} />
      </Routes>,
      { initialEntries: ['/nodes'], store: frenchStore() },
    );
    expect(await screen.findByText('Aucun nœud pour le moment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un nœud' })).toBeInTheDocument();
    expect(englishOnScreen()).toEqual([]);
  });
});

describe('the domains page in French', () => {
  beforeEach(async () => {
    await signInForTest();
  });

  it('shows its title, columns, SSL types and dd/MM/yyyy dates in French', async () => {
    renderInAdmin(
      <Routes>
        <Route path="/domains" element={<DomainList />} />
      </Routes>,
      { initialEntries: ['/domains'], store: frenchStore() },
    );
    expect(await screen.findByRole('heading', { name: 'Domaines' })).toBeInTheDocument();
    const seeded = demo.db.domains.find((domain) => domain.domain === 'app.example.com')!;
    const row = (await screen.findByText('app.example.com')).closest('tr')!;
    expect(screen.getByRole('button', { name: 'Ajouter un domaine' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Rechercher des domaines' })).toBeInTheDocument();
    for (const header of ['Domaine', 'Certificats SSL', 'Créé le']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(row).getByText(formatDate(seeded.created_at, 'fr'))).toBeInTheDocument();
    expect(formatDate(seeded.created_at, 'fr')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(within((await screen.findByText('nas.home.arpa')).closest('tr')!).getByText('Auto-signé')).toBeInTheDocument();
    expect(englishOnScreen()).toEqual([]);
  });
});

describe('the light sign-in page', () => {
  it('speaks the stored language, validates and fails in French', async () => {
    localStorage.setItem(STORE_KEY, JSON.stringify('fr'));
    const user = userEvent.setup();
    render(<StandaloneSignIn onSignedIn={() => undefined} />);
    const submit = await screen.findByRole('button', { name: 'Se connecter' });
    expect(document.documentElement.lang).toBe('fr');
    expect(screen.getByRole('link', { name: "Conditions d'utilisation" })).toBeInTheDocument();
    await user.click(submit);
    await waitFor(() => expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(2));
    await user.type(screen.getByRole('textbox', { name: "Nom d'utilisateur" }), 'admin@example.com');
    await user.type(screen.getByLabelText('Mot de passe', { selector: 'input' }), 'wrong-password');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Identifiants invalides');
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(englishOnScreen()).toEqual([]);
  });

  it('switches language with the select, remembering the choice as react-admin does', async () => {
    const user = userEvent.setup();
    render(<StandaloneSignIn onSignedIn={() => undefined} />);
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(within(select).getAllByRole('option').map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Français', 'fr'],
    ]);
    await user.selectOptions(select, 'fr');
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(localStorage.getItem(STORE_KEY)).toBe('"fr"');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'en');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem(STORE_KEY)).toBe('"en"');
  });
});

describe("react-admin's sign-in page", () => {
  it('follows the store locale and switches it', async () => {
    const store = frenchStore();
    const { user } = renderInAdmin(<LoginPage />, { store, initialEntries: ['/login'] });
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(englishOnScreen()).toEqual([]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'en');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(store.getItem('locale')).toBe('en');
  });
});
