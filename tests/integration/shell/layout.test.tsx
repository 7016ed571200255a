/** The shell of SPEC §2 (sidebar, top bar), §4 Theme and §9 (sidebar flag in local storage). */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { links } from '../../../src/config';
import { installMatchMedia } from '../helpers/matchMedia';
import { currentPath, renderApp, signInForTest, useDemoServer } from '../helpers/renderAdmin';

useDemoServer();

/** react-admin's localStorageStore keys, under the console's app key. */
const SIDEBAR_KEY = 'RaStoreIngressConsole.sidebar.open';
const THEME_KEY = 'RaStoreIngressConsole.theme';

const LIGHT_BACKGROUND = 'rgb(250, 250, 251)';
const DARK_BACKGROUND = 'rgb(11, 18, 32)';
/** The command palette's button (SPEC's top bar plus the console's search and commands). */
const SEARCH = 'Search and commands';
const pageBackground = () => getComputedStyle(document.body).backgroundColor;

let media: ReturnType<typeof installMatchMedia> | undefined;
afterEach(() => {
  media?.uninstall();
  media = undefined;
});

const openShell = async (path = '/') => {
  await signInForTest();
  const result = await renderApp(path);
  await screen.findByRole('button', { name: 'Sign out' });
  return result;
};

const sidebar = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('sidebar', () => {
  it('shows the logo and links to Home, Domain Names, Client / Nodes, Exposure and Configuration, marking the current page', async () => {
    const { user } = await openShell('/domains');
    const nav = sidebar();
    expect(within(nav).getByText('Ingress Console')).toBeInTheDocument();
    expect(nav.querySelector('img[src="/logo.svg"]')).not.toBeNull();
    const items = within(nav).getAllByRole('link');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Domain Names', '/domains'],
      ['Client / Nodes', '/nodes'],
      ['Exposure', '/exposure'],
      ['Configuration', '/configuration'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Domain Names' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    await user.click(within(nav).getByRole('link', { name: 'Client / Nodes' }));
    await waitFor(() => expect(currentPath()).toBe('/nodes'));
    expect(within(sidebar()).getByRole('link', { name: 'Client / Nodes' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(sidebar()).getByRole('link', { name: 'Exposure' }));
    await waitFor(() => expect(currentPath()).toBe('/exposure'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Exposure inventory' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Exposure' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(sidebar()).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(within(sidebar()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('collapses and expands on large screens, and the choice is kept in localStorage across a reload', async () => {
    const { user, unmount } = await openShell('/');
    expect(localStorage.getItem(SIDEBAR_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(localStorage.getItem(SIDEBAR_KEY)).toBe('false');
    // Collapsed: the links stay reachable (icons only), and the logo alone names the product.
    expect(within(sidebar()).getAllByRole('link')).toHaveLength(5);
    expect(within(sidebar()).getByRole('img', { name: 'Ingress Console' })).toBeInTheDocument();

    unmount();
    await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    expect(localStorage.getItem(SIDEBAR_KEY)).toBe('true');
  });

  it('on a small screen opens from the top-bar toggle and closes on Escape or an outside click', async () => {
    media = installMatchMedia({ width: 400 });
    const { user } = await openShell('/');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Main navigation' });
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
  });

  it('on a small screen closes after following a link', async () => {
    media = installMatchMedia({ width: 400 });
    const { user } = await openShell('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Domain Names' }));
    await waitFor(() => expect(currentPath()).toBe('/domains'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
  });
  it('is a drawer up to the md breakpoint too: a tablet opens it from the toggle and closes it on Escape or an outside click', async () => {
    media = installMatchMedia({ width: 768 });
    const { user } = await openShell('/');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(within(sidebar()).getByText('Ingress Console')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(document.querySelector('.MuiBackdrop-root') as Element);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
  });

  it('closes the drawer on any navigation, not only a sidebar link (here the browser going back)', async () => {
    media = installMatchMedia({ width: 768 });
    const { user } = await openShell('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Domain Names' }));
    await waitFor(() => expect(currentPath()).toBe('/domains'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Main navigation' });
    act(() => window.history.back());
    await waitFor(() => expect(currentPath()).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
  });

  it("keeps the drawer's state apart from the remembered larger-screen choice", async () => {
    // Expanded is remembered (the default on a wide screen): a tablet still starts with the drawer closed.
    localStorage.setItem(SIDEBAR_KEY, 'true');
    media = installMatchMedia({ width: 768 });
    const { user } = await openShell('/');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
    expect(localStorage.getItem(SIDEBAR_KEY)).toBe('true');

    // Wider than md: react-admin's sidebar, expanded as remembered; collapsing it is remembered.
    act(() => media!.set({ width: 1280 }));
    expect(await screen.findByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    expect(within(sidebar()).getByText('Ingress Console')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await screen.findByRole('button', { name: 'Open menu' });
    expect(localStorage.getItem(SIDEBAR_KEY)).toBe('false');

    // Back to a tablet width: the drawer starts closed, and opening it does not change the remembered choice.
    act(() => media!.set({ width: 768 }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(localStorage.getItem(SIDEBAR_KEY)).toBe('false');
  });
});

describe('top bar', () => {
  it('links to the source repository from the configuration module', async () => {
    await openShell();
    const repository = screen.getByRole('link', { name: 'Source repository' });
    expect(repository).toHaveAttribute('href', links.repository);
    expect(repository).toHaveAttribute('target', '_blank');
    expect(repository).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('has a help menu with Documentation and Contact us, closing on Escape back to its button', async () => {
    const { user } = await openShell();
    const help = screen.getByRole('button', { name: 'Need help?' });
    expect(help).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(help);
    const menu = await screen.findByRole('menu');
    expect(help).toHaveAttribute('aria-expanded', 'true');
    expect(help).toHaveAttribute('aria-controls', menu.id);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Documentation', 'Contact us']);
    expect(items[0]).toHaveAttribute('href', links.documentation);
    expect(items[1]).toHaveAttribute('href', links.contact);
    for (const item of items) {
      expect(item).toHaveAttribute('target', '_blank');
      expect(item).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    await waitFor(() => expect(items[0]).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(help).toHaveFocus();
    expect(help).not.toHaveAttribute('aria-expanded');
  });
});

describe('top bar tooltips', () => {
  it('each button shows its own on hover, the menu toggle and refresh too', async () => {
    await signInForTest();
    const { user } = await renderApp('/');
    const signOut = await screen.findByRole('button', { name: 'Sign out' });

    await user.hover(screen.getByRole('button', { name: /^Theme:/ }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Theme:/);
    await user.unhover(screen.getByRole('button', { name: /^Theme:/ }));
    await user.hover(signOut.parentElement!);
    expect(await screen.findByRole('tooltip', { name: 'Sign out' })).toBeInTheDocument();
    await user.unhover(signOut.parentElement!);
    await user.hover(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('tooltip', { name: 'Refresh' })).toBeInTheDocument();
    await user.unhover(screen.getByRole('button', { name: 'Refresh' }));
    await user.hover(screen.getByRole('button', { name: 'Close menu' }));
    expect(await screen.findByRole('tooltip', { name: 'Close menu' })).toBeInTheDocument();
  });
});

describe('top bar on a phone', () => {
  const bannerControls = () =>
    within(screen.getByRole('banner'))
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);

  it('keeps the toggle, one menu, refresh and sign-out, so the page title has the room', async () => {
    media = installMatchMedia({ width: 390 });
    await openShell('/nodes');
    expect(bannerControls()).toEqual(['Open menu', SEARCH, 'More options', 'Refresh', 'Sign out']);
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Source repository' })).not.toBeInTheDocument();
    // The list's title, once its first rows are there (or after the bounded wait for them).
    expect(await within(screen.getByRole('banner')).findByText('Client / Nodes')).toBeInTheDocument();
  });

  it('lists the repository, the help links, the theme and the languages in that menu', async () => {
    media = installMatchMedia({ width: 390 });
    const { user } = await openShell('/');
    const more = screen.getByRole('button', { name: 'More options' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(more);
    const menu = await screen.findByRole('menu');
    expect(more).toHaveAttribute('aria-controls', menu.id);
    const external = within(menu).getAllByRole('menuitem').filter((item) => item.tagName === 'A');
    expect(external.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Source repository', links.repository],
      ['Documentation', links.documentation],
      ['Contact us', links.contact],
    ]);
    for (const link of external) expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));

    // The theme item cycles like the wide screen's switch, and the menu stays open to show the mode.
    await user.click(within(menu).getByRole('menuitem', { name: 'Theme: auto (system)' }));
    expect(within(menu).getByRole('menuitem', { name: 'Theme: light' })).toBeInTheDocument();
    expect(localStorage.getItem(THEME_KEY)).toBe('"light"');

    const english = within(menu).getByRole('menuitemradio', { name: 'English' });
    expect(english).toHaveAttribute('aria-checked', 'true');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Français' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(await screen.findByRole('button', { name: "Plus d'options" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Plus d'options" }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'English' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });
});

describe('theme switch', () => {
  it('starts on auto and cycles light → dark → auto, kept in localStorage', async () => {
    const { user } = await openShell();
    const themeButton = () => screen.getByRole('button', { name: /^Theme: / });
    expect(themeButton()).toHaveAccessibleName('Theme: auto (system)');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    expect(pageBackground()).toBe(LIGHT_BACKGROUND);

    await user.click(themeButton());
    expect(themeButton()).toHaveAccessibleName('Theme: light');
    expect(localStorage.getItem(THEME_KEY)).toBe('"light"');
    expect(pageBackground()).toBe(LIGHT_BACKGROUND);

    await user.click(themeButton());
    expect(themeButton()).toHaveAccessibleName('Theme: dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('"dark"');
    await waitFor(() => expect(pageBackground()).toBe(DARK_BACKGROUND));

    await user.click(themeButton());
    expect(themeButton()).toHaveAccessibleName('Theme: auto (system)');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    await waitFor(() => expect(pageBackground()).toBe(LIGHT_BACKGROUND));

    await user.click(themeButton());
    expect(themeButton()).toHaveAccessibleName('Theme: light');
  });

  it('keeps the chosen theme across a reload', async () => {
    const { user, unmount } = await openShell();
    await user.click(screen.getByRole('button', { name: 'Theme: auto (system)' }));
    await user.click(screen.getByRole('button', { name: 'Theme: light' }));
    await waitFor(() => expect(pageBackground()).toBe(DARK_BACKGROUND));

    unmount();
    await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Theme: dark' })).toBeInTheDocument();
    expect(pageBackground()).toBe(DARK_BACKGROUND);
  });

  it('on auto follows the system colour scheme live, and ignores it once a theme is chosen', async () => {
    media = installMatchMedia({ dark: true });
    const { user } = await openShell();
    expect(screen.getByRole('button', { name: 'Theme: auto (system)' })).toBeInTheDocument();
    await waitFor(() => expect(pageBackground()).toBe(DARK_BACKGROUND));

    act(() => media!.set({ dark: false }));
    await waitFor(() => expect(pageBackground()).toBe(LIGHT_BACKGROUND));
    act(() => media!.set({ dark: true }));
    await waitFor(() => expect(pageBackground()).toBe(DARK_BACKGROUND));

    await user.click(screen.getByRole('button', { name: 'Theme: auto (system)' }));
    await waitFor(() => expect(pageBackground()).toBe(LIGHT_BACKGROUND));
    act(() => media!.set({ dark: false }));
    act(() => media!.set({ dark: true }));
    expect(pageBackground()).toBe(LIGHT_BACKGROUND);
  });

  it('applies the stored theme to the sign-in page too', async () => {
    localStorage.setItem(THEME_KEY, '"dark"');
    await renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(pageBackground()).toBe(DARK_BACKGROUND);
  });
});
