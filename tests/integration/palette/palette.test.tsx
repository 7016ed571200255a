/**
 * Issue 15 point 7, the command palette, on the whole console against the demo gateway: Ctrl+K and the
 * top-bar button open it; its search is the lists' getList search on nodes, domains, HTTP and TCP
 * services, 300 ms after the last keystroke (SPEC §9); results are grouped by kind and lead to their
 * pages; its actions open the console's own dialogs, switch the theme and sign out; `?` lists the
 * shortcuts outside text fields. Everything is driven by keyboard.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { currentPath, renderApp, signInForTest, tokenCookie, useDemoServer } from '../helpers/renderAdmin';

vi.setConfig({ testTimeout: 60_000 });

const demo = useDemoServer();

interface Seen {
  path: string;
  search: string | null;
  limit: string | null;
}
const seen: Seen[] = [];
demo.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (request.method === 'GET') seen.push({ path: url.pathname, search: url.searchParams.get('search'), limit: url.searchParams.get('limit') });
});

const SEARCHED_PATHS = ['/api/nodes', '/api/domains', '/api/services/http', '/api/services/tcp'];

const openConsole = async (path = '/') => {
  await signInForTest();
  const result = await renderApp(path);
  await screen.findByRole('button', { name: 'Sign out' });
  seen.length = 0;
  return result;
};

const palette = () => screen.getByRole('dialog', { name: 'Search and commands' });
/** The palette has gone (until then MUI hides the rest of the page from assistive technology). */
const paletteClosed = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search and commands' })).not.toBeInTheDocument());
const searchBox = () => within(palette()).getByRole('combobox');

const openWithKeyboard = async (user: Awaited<ReturnType<typeof openConsole>>['user']) => {
  await user.keyboard('{Control>}k{/Control}');
  const box = await within(await screen.findByRole('dialog', { name: 'Search and commands' })).findByRole('combobox');
  await waitFor(() => expect(box).toHaveFocus());
  return box;
};

/** The listbox's groups as [heading, option names]. */
const groups = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('group')
    .map((group) => [
      group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
      within(group)
        .getAllByRole('option')
        .map((option) => option.querySelector('span')?.textContent),
    ]);

const highlighted = () => {
  const id = searchBox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.querySelector('span')?.textContent : null;
};

/** Moves the highlight down until it is on `name`. */
const highlight = async (user: Awaited<ReturnType<typeof openConsole>>['user'], name: string) => {
  for (let step = 0; step < 30 && highlighted() !== name; step += 1) await user.keyboard('{ArrowDown}');
  expect(highlighted()).toBe(name);
};

describe('opening and closing', () => {
  it('opens with Ctrl+K as a labelled combobox with its list of actions, and closes with Escape', async () => {
    const { user } = await openConsole('/');
    const box = await openWithKeyboard(user);
    expect(box).toHaveAccessibleName('Find a node, domain, service or action');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(groups()).toEqual([
      [
        'Actions',
        [
          'Add a node',
          'Add a domain',
          'Expose an HTTP service on a node…',
          'Expose a TCP service on a node…',
          'Configuration: export, plan, apply',
          'Switch theme to light',
          'Show keyboard shortcuts',
          'Sign out',
        ],
      ],
    ]);
    // The first entry is highlighted, so Enter always runs something visible.
    expect(highlighted()).toBe('Add a node');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('Add a domain');

    await user.keyboard('{Escape}');
    await paletteClosed();
  });

  it('opens at once with the first keystrokes in its box once its code has loaded at the first idle moment', async () => {
    const idleTasks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { user, unmount } = await openConsole();
    await waitFor(() => expect(idleTasks.length).toBeGreaterThan(0));
    act(() => idleTasks.splice(0).forEach((task) => task()));
    // The code the idle task asked for has arrived (this import resolves with the same module), and
    // React has done what that arrival schedules.
    await act(async () => {
      await import('../../../src/palette/CommandPalette');
    });
    await user.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Domain Names' }));
    expect(await screen.findByRole('heading', { name: 'Domains', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Search and commands' })).not.toBeInTheDocument();
    const box = await openWithKeyboard(user);
    await user.keyboard('mqtt');
    expect(box).toHaveValue('mqtt');
    // Unmounted while the stubs are there: the console cancels its idle task with them.
    unmount();
    vi.unstubAllGlobals();
  });

  it('opens again at once after it was closed and the operator moved to another screen', async () => {
    const { user } = await openConsole();
    await openWithKeyboard(user);
    await user.keyboard('{Escape}');
    await paletteClosed();
    await user.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Domain Names' }));
    expect(await screen.findByRole('heading', { name: 'Domains', level: 1 })).toBeInTheDocument();
    await openWithKeyboard(user);
  });

  it('opens with Ctrl+K from inside a text field, and from the top-bar button', async () => {
    const { user } = await openConsole('/nodes');
    const listSearch = await screen.findByRole('textbox', { name: 'Search nodes' });
    await user.click(listSearch);
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Search and commands' })).toBeInTheDocument();
    // The shortcut is a toggle: pressed again (focus in the palette's box) it closes.
    await user.keyboard('{Control>}k{/Control}');
    await paletteClosed();
    expect(listSearch).toHaveValue('');

    const button = screen.getByRole('button', { name: 'Search and commands' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Search and commands' })).toBeInTheDocument();
  });
});

describe('on Apple keyboards', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens with ⌘K (not Ctrl+K) and says so on the button and in the shortcuts list', async () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    const { user } = await openConsole('/');
    expect(screen.getByRole('button', { name: 'Search and commands' })).toHaveAttribute('aria-keyshortcuts', 'Meta+K');
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.queryByRole('dialog', { name: 'Search and commands' })).not.toBeInTheDocument();
    await user.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByRole('dialog', { name: 'Search and commands' })).toBeInTheDocument();
    await user.keyboard('shortcuts{Enter}');
    const shortcuts = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(shortcuts).getAllByRole('row')[1]).toHaveTextContent('⌘K');
  });
});

describe('search', () => {
  it('searches nodes, domains, HTTP and TCP services through the lists search, once the typing stops', async () => {
    const { user } = await openConsole('/');
    const box = await openWithKeyboard(user);
    seen.length = 0;
    // Four keystrokes, each rendered before the next: a search without delay would ask for each.
    for (const text of ['h', 'ho', 'hom', 'home']) act(() => void fireEvent.change(box, { target: { value: text } }));

    await waitFor(() =>
      expect(groups()).toEqual([
        ['Nodes', ['homelab-nas', 'home-assistant']],
        ['Domains', ['home.example.net', 'nas.home.arpa']],
        // printer-ui is published on nas.home.arpa: the lists' search also looks at the domain.
        ['HTTP services', ['nas-web', 'home-assistant', 'printer-ui']],
      ]),
    );
    const searches = seen.filter((request) => request.search !== null);
    expect([...new Set(searches.map((request) => request.search))]).toEqual(['home']);
    expect(searches.map((request) => request.path).sort()).toEqual([...SEARCHED_PATHS].sort());
    expect(searches.every((request) => request.limit === '5')).toBe(true);
    // Details say what each entry is.
    expect(within(palette()).getByText('Node · 10.0.0.2')).toBeInTheDocument();
    expect(within(palette()).getByText('HTTP · home.example.net/ha · on its node')).toBeInTheDocument();
    // No action has "home" in its name.
    expect(within(palette()).queryByText('Add a node')).not.toBeInTheDocument();
    expect(await within(palette()).findByRole('status')).toHaveTextContent('7 entries');
  });

  it('lists TCP services and matching actions, and says when nothing matches', async () => {
    const { user } = await openConsole('/');
    await openWithKeyboard(user);
    await user.keyboard('minecraft');
    await waitFor(() => expect(groups()).toEqual([['TCP services', ['minecraft']]]));
    expect(within(palette()).getByText('TCP · public port 32763 · on its node')).toBeInTheDocument();

    await user.clear(searchBox());
    await user.keyboard('theme');
    expect(groups()).toEqual([['Actions', ['Switch theme to light']]]);

    await user.clear(searchBox());
    await user.keyboard('zzz-nothing');
    expect(await within(palette()).findByText('Nothing matches')).toBeInTheDocument();
  });

  it('takes a node to its page, a service to its node and a domain to the domains list filtered to it', async () => {
    const { user } = await openConsole('/');
    await openWithKeyboard(user);
    await user.keyboard('dev-lap');
    await waitFor(() => expect(highlighted()).toBe('dev-laptop'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/nodes/6'));
    await paletteClosed();
    expect(await screen.findByRole('heading', { level: 1, name: 'dev-laptop' })).toBeInTheDocument();

    await openWithKeyboard(user);
    await user.keyboard('jellyfin');
    await waitFor(() => expect(highlighted()).toBe('jellyfin'));
    await user.keyboard('{Enter}');
    await paletteClosed();
    expect(await screen.findByRole('heading', { level: 1, name: 'media-server' })).toBeInTheDocument();
    expect(currentPath()).toBe('/nodes/7');

    await openWithKeyboard(user);
    await user.keyboard('grafana');
    await waitFor(() => expect(groups().map(([group]) => group)).toEqual(['Domains', 'HTTP services']));
    await highlight(user, 'grafana.example.com');
    await user.keyboard('{Enter}');
    await paletteClosed();
    await waitFor(() => expect(window.location.pathname).toBe('/domains'));
    expect(JSON.parse(new URLSearchParams(window.location.search).get('filter')!)).toEqual({ q: 'grafana.example.com' });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: 'grafana.example.com' })).toBeInTheDocument();
    await waitFor(() => expect(within(main).queryByRole('link', { name: 'app.example.com' })).not.toBeInTheDocument());
    expect(within(main).getByRole('textbox', { name: 'Search domains' })).toHaveValue('grafana.example.com');
  });
});

describe('matching words', () => {
  it('finds an action by the first letters of its words, in any order', async () => {
    const { user } = await openConsole('/');
    await openWithKeyboard(user);
    await user.keyboard('add dom');
    await waitFor(() => expect(groups()).toEqual([['Actions', ['Add a domain']]]));
    await user.clear(searchBox());
    await user.keyboard('DOMAIN ADD');
    await waitFor(() => expect(groups()).toEqual([['Actions', ['Add a domain']]]));
    await user.clear(searchBox());
    await user.keyboard('exp tcp');
    await waitFor(() => expect(groups()).toEqual([['Actions', ['Expose a TCP service on a node…']]]));
  });

  it('finds a node by two of its words, asking the gateway for one of them', async () => {
    const { user } = await openConsole('/');
    await openWithKeyboard(user);
    seen.length = 0;
    await user.keyboard('laptop dev');
    await waitFor(() => expect(groups()).toEqual([['Nodes', ['dev-laptop']]]));
    // The gateway's search finds a text as typed: it is asked for one word, the palette matches the other.
    expect([...new Set(seen.filter((request) => request.search !== null).map((request) => request.search))]).toEqual(['laptop']);
  });
});

describe('logs commands', () => {
  it("offers 'Open logs of' a domain when asked for logs, and opens that domain's logs", async () => {
    const { user } = await openConsole('/');
    await openWithKeyboard(user);
    await user.keyboard('logs grafana');
    await waitFor(() => expect(groups()).toEqual([['Logs', ['Open logs of grafana.example.com', 'Open logs of grafana']]]));
    expect(within(palette()).getByText('Live logs of every service on this domain')).toBeInTheDocument();
    expect(highlighted()).toBe('Open logs of grafana.example.com');
    await user.keyboard('{Enter}');
    await paletteClosed();
    await waitFor(() => expect(currentPath()).toBe('/domains/grafana.example.com/logs'));
    expect(await screen.findByRole('heading', { name: 'Access log of grafana.example.com' })).toBeInTheDocument();
  });

  it("opens a service's logs, and lists logs commands for the first domains and services at the word 'logs' alone", async () => {
    const { user } = await openConsole('/');
    await openWithKeyboard(user);
    await user.keyboard('logs');
    await waitFor(() => expect(groups().map(([group]) => group)).toContain('Logs'));
    const logs = groups().find(([group]) => group === 'Logs')![1] as string[];
    expect(logs.length).toBeGreaterThan(1);
    expect(logs.every((label) => label.startsWith('Open logs of '))).toBe(true);

    await user.clear(searchBox());
    await user.keyboard('open logs jelly');
    await waitFor(() => expect(groups()).toEqual([['Logs', ['Open logs of jellyfin']]]));
    expect(within(palette()).getByText(/^HTTP service · media\.example\.net\S* · live logs$/)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await paletteClosed();
    const jellyfin = demo.db.httpServices.find((service) => service.name === 'jellyfin')!;
    await waitFor(() => expect(currentPath()).toBe(`/nodes/7/http/${jellyfin.id}/logs`));
    expect(await screen.findByRole('heading', { name: 'HTTP service jellyfin' })).toBeInTheDocument();
  });

  it('offers no logs command for a plain search', async () => {
    const { user } = await openConsole('/');
    await openWithKeyboard(user);
    await user.keyboard('grafana');
    await waitFor(() => expect(groups().map(([group]) => group)).toEqual(['Domains', 'HTTP services']));
  });
});

describe('check commands (issue 42)', () => {
  it("offers 'Check' a service when asked to check, and walks it in the check dialog", async () => {
    const { user } = await openConsole('/');
    await openWithKeyboard(user);
    await user.keyboard('check app-front');
    await waitFor(() => expect(groups()).toEqual([['Checks', ['Check app-frontend']]]));
    expect(within(palette()).getByText(/^HTTP service · app\.example\.com\S* · step by step from the gateway to the backend$/)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await paletteClosed();
    const box = await screen.findByRole('dialog', { name: 'Check app-frontend' });
    const steps = await within(box).findByRole('list', { name: 'Check app-frontend' });
    expect(within(steps).getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'DomainPasses',
      'Public accessPasses',
      'NodePasses',
      'TunnelPasses',
      'BackendPasses',
      'ProtectionPasses',
    ]);
  });

  it('offers checks of TCP services too, and none for a plain search', async () => {
    const { user } = await openConsole('/');
    await openWithKeyboard(user);
    await user.keyboard('check minecraft');
    await waitFor(() => expect(groups()).toEqual([['Checks', ['Check minecraft']]]));
    await user.clear(searchBox());
    await user.keyboard('minecraft');
    await waitFor(() => expect(groups().map(([group]) => group)).toEqual(['TCP services']));
  });
});

describe('actions', () => {
  it('adds a node through the node form, then shows the node-ready dialog', async () => {
    const { user } = await openConsole('/domains');
    await openWithKeyboard(user);
    await user.keyboard('add a n');
    expect(highlighted()).toBe('Add a node');
    await user.keyboard('{Enter}');
    const form = await screen.findByRole('dialog', { name: 'Client / Node Configuration' });
    await paletteClosed();
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'palette-node');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const ready = await screen.findByRole('dialog', { name: 'Your Node is Ready' });
    expect(within(ready).getByRole('button', { name: 'Show QR code' })).toBeInTheDocument();
    expect(demo.db.nodes.some((node) => node.name === 'palette-node')).toBe(true);
    // The palette did not move the user.
    expect(currentPath()).toBe('/domains');
  });

  it('adds a domain through the domain form', async () => {
    const { user } = await openConsole('/');
    await openWithKeyboard(user);
    await user.keyboard('domain');
    expect(highlighted()).toBe('Add a domain');
    await user.keyboard('{Enter}');
    const form = await screen.findByRole('dialog', { name: 'Domain & SSL Settings' });
    await user.type(within(form).getByRole('textbox', { name: 'Domain' }), 'palette.example.com');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Domain & SSL Settings' })).not.toBeInTheDocument());
    expect(demo.db.domains.some((domain) => domain.domain === 'palette.example.com')).toBe(true);
  });

  it('exposes an HTTP service on a node chosen by keyboard, and Escape steps back from the choice', async () => {
    const { user } = await openConsole('/');
    await openWithKeyboard(user);
    await user.keyboard('expose an http');
    await user.keyboard('{Enter}');
    const chooser = await within(palette()).findByRole('combobox', { name: 'Choose the node for the new HTTP service' });
    expect(chooser).toHaveValue('');
    await waitFor(() => expect(groups()[0][1]).toContain('homelab-nas'));

    // Escape goes back to the search, with the actions; a second Escape would close.
    await user.keyboard('{Escape}');
    expect(await within(palette()).findByRole('combobox', { name: 'Find a node, domain, service or action' })).toBeInTheDocument();
    await user.keyboard('expose a tcp{Enter}');
    await within(palette()).findByRole('combobox', { name: 'Choose the node for the new TCP service' });
    await user.keyboard('{Escape}');
    await user.keyboard('expose an http{Enter}');
    await within(palette()).findByRole('combobox', { name: 'Choose the node for the new HTTP service' });

    seen.length = 0;
    await user.keyboard('media');
    // Only the nodes are searched, with the lists' search.
    await waitFor(() => expect(seen.filter((request) => request.search === 'media').map((request) => request.path)).toEqual(['/api/nodes']));
    await waitFor(() => expect(groups()).toEqual([['Nodes', ['media-server']]]));
    await user.keyboard('{Enter}');
    const form = await screen.findByRole('dialog', { name: 'Expose HTTP Service on Node' });
    expect(within(form).getByRole('textbox', { name: 'Node Name' })).toHaveValue('media-server');
    await paletteClosed();
  });

  it('switches the theme light → dark → auto like the top-bar switch', async () => {
    const { user } = await openConsole('/');
    await openWithKeyboard(user);
    await user.keyboard('switch theme{Enter}');
    await paletteClosed();
    await waitFor(() => expect(localStorage.getItem('RaStoreIngressConsole.theme')).toBe('"light"'));
    expect(screen.getByRole('button', { name: 'Theme: light' })).toBeInTheDocument();
    await openWithKeyboard(user);
    await user.keyboard('switch theme');
    expect(highlighted()).toBe('Switch theme to dark');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(localStorage.getItem('RaStoreIngressConsole.theme')).toBe('"dark"'));
    // Reopened at once, before its closing animation ends: it starts afresh.
    await openWithKeyboard(user);
    expect(searchBox()).toHaveValue('');
    await user.keyboard('switch theme');
    expect(highlighted()).toBe('Switch theme to auto (system)');
    await user.keyboard('{Enter}');
    await paletteClosed();
    await waitFor(() => expect(localStorage.getItem('RaStoreIngressConsole.theme')).toBeNull());
    expect(screen.getByRole('button', { name: 'Theme: auto (system)' })).toBeInTheDocument();
  });

  it('signs out', async () => {
    const { user } = await openConsole('/nodes');
    await openWithKeyboard(user);
    await user.keyboard('sign out{Enter}');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(tokenCookie()).toBeNull();
  });
});

describe('keyboard shortcuts list', () => {
  it('opens with ? outside text fields (not inside one) and from the palette, and lists the keys', async () => {
    const { user } = await openConsole('/nodes');
    const listSearch = await screen.findByRole('textbox', { name: 'Search nodes' });
    await user.click(listSearch);
    await user.keyboard('?');
    expect(listSearch).toHaveValue('?');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('heading', { level: 1, name: 'Client / Nodes' }));
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['CTRLK', 'Open or close search and commands (also inside a text field)'],
      ['?', 'Show this list (outside text fields)'],
      ['↑\u00a0↓', 'Move between the entries of search and commands'],
      ['ENTER', 'Run the highlighted entry'],
      ['ESC', 'Close search and commands, or go back one step'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument());

    await openWithKeyboard(user);
    await user.keyboard('shortcuts{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });
});

describe('in French', () => {
  afterEach(async () => {
    // The provider is one object for the whole file: leave it in English for the next test.
    await i18nProvider.changeLocale('en');
    document.documentElement.lang = 'en';
  });

  it('speaks French: search box, groups, actions, details and the shortcuts list', async () => {
    localStorage.setItem('RaStoreIngressConsole.locale', JSON.stringify('fr'));
    await signInForTest();
    const { user } = await renderApp('/');
    await screen.findByRole('button', { name: 'Se déconnecter' });
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Recherche et commandes' });
    const box = within(dialog).getByRole('combobox', { name: 'Trouver un nœud, un domaine, un service ou une action' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(groups()[0]).toEqual([
      'Commandes',
      [
        'Ajouter un nœud',
        'Ajouter un domaine',
        'Exposer un service HTTP sur un nœud…',
        'Exposer un service TCP sur un nœud…',
        'Configuration : exporter, planifier, appliquer',
        'Passer au thème clair',
        'Afficher les raccourcis clavier',
        'Se déconnecter',
      ],
    ]);
    await user.keyboard('mqtt');
    await waitFor(() => expect(groups().map(([group]) => group)).toEqual(['Domaines', 'Services TCP']));
    expect(within(dialog).getByText('TCP · port public 32760 · sur son nœud')).toBeInTheDocument();
    expect(within(dialog).getByText('Ouvre le domaine dans la liste des domaines')).toBeInTheDocument();

    await user.clear(box);
    await user.keyboard('raccourcis{Enter}');
    const shortcuts = await screen.findByRole('dialog', { name: 'Raccourcis clavier' });
    expect(within(shortcuts).getByRole('columnheader', { name: 'Touches' })).toBeInTheDocument();
    expect(within(shortcuts).getByText("Lancer l'entrée en surbrillance")).toBeInTheDocument();
  });
});
