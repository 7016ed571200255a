/**
 * Issue 8 point 5 in real Chromium: French chosen from the top bar shows the nodes list in French,
 * survives a reload and a sign-out (react-admin's sign-in page, then the light one of a fresh visit),
 * and the sign-in page's own switch brings English back.
 */
import { describe, expect, it } from 'vitest';
import { gotoAndSignIn, screenshot, signIn } from './browser';
import { page, useBrowserSuite } from './suite';

useBrowserSuite();

const lang = () => page.evaluate(() => document.documentElement.lang);
const storedLocale = () => page.evaluate(() => localStorage.getItem('RaStoreIngressConsole.locale'));

describe('language', () => {
  it('switches to French from the top bar, keeps it through a reload and a sign-out, and back to English', async () => {
    await gotoAndSignIn(page, '/nodes');
    await page.getByRole('heading', { name: 'Client / Nodes' }).waitFor();
    expect(await lang()).toBe('en');

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Clients / Nœuds' }).waitFor();
    await page.getByRole('button', { name: 'Ajouter un client' }).waitFor();
    await page.getByRole('columnheader', { name: 'Dernière poignée de main' }).waitFor();
    await page.getByRole('button', { name: 'Tout afficher' }).waitFor();
    expect(await page.getByRole('link', { name: 'Clients / Nœuds' }).count()).toBeGreaterThan(0);
    expect(await lang()).toBe('fr');
    expect(await storedLocale()).toBe('"fr"');
    await screenshot(page, 'nodes-french');

    await page.reload();
    await page.getByRole('heading', { name: 'Clients / Nœuds' }).waitFor();
    await page.getByRole('button', { name: 'Langue : Français' }).waitFor();

    // Sign-out: react-admin's own sign-in page, in French.
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    await page.getByRole('textbox', { name: "Nom d'utilisateur" }).waitFor();
    expect(await lang()).toBe('fr');

    // A fresh visit: the light sign-in page (before react-admin) reads the same choice.
    await page.reload();
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    await page.getByRole('link', { name: "Conditions d'utilisation" }).waitFor();
    await screenshot(page, 'sign-in-french');

    // Its own switch brings English back, for the console too.
    await page.getByLabel('Langue').selectOption('en');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await storedLocale()).toBe('"en"');
    expect(await lang()).toBe('en');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/nodes');
    await page.getByRole('heading', { name: 'Client / Nodes' }).waitFor();
    await page.getByRole('button', { name: 'Language: English' }).waitFor();
  });
});
