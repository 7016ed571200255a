/** Accessibility of the shell (DESIGN §7, issue 3 point 6): names for every control, keyboard-only use. */
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { currentPath, renderApp, signInForTest, useDemoServer } from '../helpers/renderAdmin';

useDemoServer();

const CONTROL_ROLES = ['button', 'link', 'menuitem', 'textbox', 'checkbox', 'combobox', 'switch', 'tab'] as const;

/** Every control (and image) in `root` that assistive technology can reach. */
const controlsIn = (root: HTMLElement) => [
  ...CONTROL_ROLES.flatMap((role) => within(root).queryAllByRole(role)),
  ...within(root).queryAllByRole('img'),
];

const expectAllNamed = (elements: HTMLElement[]) => {
  expect(elements.length).toBeGreaterThan(0);
  for (const element of elements) expect(element).toHaveAccessibleName();
};

/**
 * axe-core on a part of the page. Colour contrast needs real layout (left to the browser tests); the
 * document's title and lang come from index.html, which jsdom does not load.
 */
const axeViolations = async (context: axe.ElementContext) => {
  const results = await axe.run(context, {
    rules: { 'color-contrast': { enabled: false }, 'document-title': { enabled: false }, 'html-has-lang': { enabled: false } },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
};

const openShell = async (path = '/') => {
  await signInForTest();
  const result = await renderApp(path);
  await screen.findByRole('button', { name: 'Sign out' });
  return result;
};

describe('accessible names', () => {
  it('every control of the top bar and the sidebar has one', async () => {
    const { user } = await openShell();
    const banner = screen.getByRole('banner');
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    expectAllNamed([...controlsIn(banner), ...controlsIn(navigation), screen.getByRole('button', { name: 'Skip to content' })]);
    expect(controlsIn(banner).map((control) => control.getAttribute('aria-label') ?? control.textContent)).toEqual(
      expect.arrayContaining(['Close menu', 'Source repository', 'Need help?', 'Theme: auto (system)', 'Sign out']),
    );

    await user.click(screen.getByRole('button', { name: 'Need help?' }));
    expectAllNamed(within(await screen.findByRole('menu')).getAllByRole('menuitem'));
  });

  it('every control of the collapsed sidebar still has one', async () => {
    const { user } = await openShell();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await screen.findByRole('button', { name: 'Open menu' });
    expectAllNamed(controlsIn(screen.getByRole('navigation', { name: 'Main navigation' })));
  });

  it('every control of the sign-in page has one, also with the error banner shown', async () => {
    const { user } = await renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'someone@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('alert');
    const controls = controlsIn(document.body);
    expectAllNamed(controls);
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleName('Password');
  });

  it('every control of the not-found page has one', async () => {
    await openShell('/missing');
    await screen.findByRole('link', { name: 'Back To Home' });
    expectAllNamed(controlsIn(screen.getByRole('main')));
  });

  it('axe finds no violation in the sign-in page', async () => {
    await renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(await axeViolations(document)).toEqual([]);
  });

  it('axe finds no violation in the shell (top bar and sidebar)', async () => {
    await openShell('/domains');
    expect(await axeViolations({ include: [['header'], ['.RaSidebar-fixed']] })).toEqual([]);
  });
});

describe('keyboard only', () => {
  it('tabbing from the start of the page goes through the top bar, then the sidebar links', async () => {
    const { user } = await openShell();
    const order: string[] = [];
    for (let step = 0; step < 11; step += 1) {
      await user.tab();
      const focused = document.activeElement as HTMLElement;
      order.push(focused.getAttribute('aria-label') ?? focused.textContent ?? '');
    }
    expect(order).toEqual([
      'Skip to content',
      'Close menu',
      'Search and commands',
      'Source repository',
      'Need help?',
      'Language: English',
      'Theme: auto (system)',
      'Refresh',
      'Sign out',
      'Home',
      'Domain Names',
    ]);
  });

  it('reaches every part of the shell with the keyboard alone', async () => {
    const { user } = await openShell();
    const focusOn = async (name: string) => {
      for (let step = 0; step < 15 && document.activeElement?.getAttribute('aria-label') !== name && document.activeElement?.textContent !== name; step += 1) {
        await user.tab();
      }
      expect(document.activeElement).toHaveAccessibleName(name);
    };

    // A sidebar link, followed with Enter.
    await focusOn('Client / Nodes');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/nodes'));

    // The theme switch, with Space.
    (document.activeElement as HTMLElement).blur();
    await focusOn('Theme: auto (system)');
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Theme: light' })).toHaveFocus();

    // The help menu (before the language menu): open with Enter, move with the arrows, close with Escape.
    await user.keyboard('{Shift>}{Tab}{Tab}{/Shift}');
    expect(screen.getByRole('button', { name: 'Need help?' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Documentation' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Contact us' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Need help?' })).toHaveFocus();

    // The sidebar toggle (before the repository link and the palette button).
    await user.keyboard('{Shift>}{Tab}{Tab}{Tab}{/Shift}');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Open menu' })).toHaveFocus();

    // The skip link moves the focus start to the page content (a browser then tabs on from there,
    // which jsdom does not model; the focus call is what can be seen here).
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.getByRole('button', { name: 'Skip to content' })).toHaveFocus();
    const content = document.getElementById('main-content') as HTMLElement;
    const focusContent = vi.spyOn(content, 'focus');
    await user.keyboard('{Enter}');
    expect(focusContent).toHaveBeenCalled();
    expect(screen.getByRole('main')).toContainElement(content);

    // And sign-out, with Enter.
    (document.activeElement as HTMLElement).blur();
    await focusOn('Sign out');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('signs in with the keyboard alone', async () => {
    const { user } = await renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await user.keyboard('admin@example.com');
    await user.tab();
    await user.keyboard('demo-password{Enter}');
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });
});
