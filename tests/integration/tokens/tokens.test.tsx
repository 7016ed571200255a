import { screen, waitFor, within } from '@testing-library/react';
import { addMonths, endOfDay, format, setDate, startOfDay } from 'date-fns';
import { memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { NodeTokensCard } from '../../../src/tokens';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { renderInAdmin } from '../helpers/renderAdmin';
import { controlStreams, findToast, openMenu, renderScreen, useSignedInDemo } from '../nodes/renderScreen';

const demo = useSignedInDemo();

const tokensCard = async () => {
  const heading = await screen.findByRole('heading', { name: 'Node Access Tokens' });
  return heading.closest('section') as HTMLElement;
};

/** [name, status] of each token row on the card's page. */
const tokenRows = (card: HTMLElement) =>
  within(within(card).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent));

const openDevLaptop = async () => {
  controlStreams(demo.server);
  const rendered = renderScreen('/nodes/6');
  const card = await tokensCard();
  await within(card).findByText('laptop-cli');
  return { ...rendered, card };
};

describe('node access tokens card', () => {
  it('lists 5 tokens a page with Revoked before Expired before Active', async () => {
    demo.db.insert('pats', { name: 'revoked-and-expired', nodeId: 6, revoked: true, expireAt: '2020-01-01T00:00:00.000Z' });
    const { user, card } = await openDevLaptop();
    expect(within(card).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Status', 'Expires', 'Actions']);
    expect(tokenRows(card)).toEqual([
      ['default', 'Active'],
      ['laptop-cli', 'Active'],
      ['old-laptop', 'Revoked'],
      ['temp-access', 'Expired'],
      ['github-actions', 'Active'],
    ]);
    const list = demo.requests('/api/nodes/6/pats').at(-1)!.url.searchParams;
    expect(list.get('limit')).toBe('5');
    await user.click(within(card).getByRole('button', { name: /next page/i }));
    await within(card).findByText('revoked-and-expired');
    expect(tokenRows(card)).toEqual([
      ['support-session', 'Expired'],
      ['revoked-and-expired', 'Revoked'],
    ]);
    expect(card.querySelector('.MuiCardContent-root > div')).toHaveStyle({ minHeight: '230px' });
  });

  it('revokes after SPEC confirmation, with its toast, and marks the row Revoked', async () => {
    const { user, card } = await openDevLaptop();
    expect(await openMenu(user, 'old-laptop')).toEqual(['Delete']);
    await user.keyboard('{Escape}');
    expect(await openMenu(user, 'laptop-cli')).toEqual(['Revoke', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Revoke Personal Access Token')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Revoking this token will immediately disable its access to the system, preventing authentication for any services or applications using it. However, this does not necessarily terminate an active WireGuard tunnel. If the token has been compromised, you should disable the node to fully revoke access. Are you sure you want to revoke this token?',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, revoke token!' }));
    await findToast('Personal Access Token revoked successfully!');
    await waitFor(() => expect(tokenRows(card)[1]).toEqual(['laptop-cli', 'Revoked']));
    expect(demo.db.pats.find((pat) => pat.name === 'laptop-cli')!.revoked).toBe(true);
  });

  it('deletes after SPEC confirmation, with its toast, stepping back from an emptied page', async () => {
    const { user, card } = await openDevLaptop();
    await user.click(within(card).getByRole('button', { name: /next page/i }));
    await within(card).findByText('support-session');
    await openMenu(user, 'support-session');
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete Personal Access Token')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Deleting this token will permanently remove it from the system and cannot be undone. However, this does not necessarily disconnect an active WireGuard tunnel. If the token has been compromised, you should disable the node to fully revoke access. Are you sure you want to delete this token?',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    await findToast('Personal Access Token deleted successfully!');
    await within(card).findByText('laptop-cli');
    expect(within(card).queryByText('support-session')).not.toBeInTheDocument();
    expect(demo.requests('/api/nodes/6/pats').at(-1)!.url.searchParams.get('page')).toBe('1');
    expect(demo.db.pats.some((pat) => pat.name === 'support-session')).toBe(false);
  });

  it('shows the empty state for a node without tokens', async () => {
    demo.db.removeWhere('pats', (pat) => pat.nodeId === 5);
    controlStreams(demo.server);
    renderScreen('/nodes/5');
    const card = await tokensCard();
    expect(await within(card).findByText('No Access Tokens yet')).toBeInTheDocument();
  });

  it('creates a token with an expiry and shows it once in the New Access Token Generated dialog', async () => {
    const { user, card } = await openDevLaptop();
    await user.click(within(card).getByRole('button', { name: '+ Add Token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Access Token Configuration' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('placeholder', 'Enter a friendly name for this token');
    expect(within(dialog).getByText('Define when the token should be revoked automatically')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(name, 'deploy-bot');

    // Single date, today or later: the calendar cannot go back a month; pick the 15th of next month.
    await user.click(within(dialog).getByRole('button', { name: /choose date/i }));
    await screen.findByRole('grid');
    expect(screen.getByRole('button', { name: /previous month/i })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /next month/i }));
    const day = setDate(addMonths(startOfDay(new Date()), 1), 15);
    await screen.findByText(format(day, 'MMMM yyyy'));
    // The month slides in: wait for the old month to leave.
    await waitFor(() => expect(within(screen.getByRole('grid')).getAllByRole('gridcell', { name: '15' })).toHaveLength(1));
    await user.click(within(screen.getByRole('grid')).getByRole('gridcell', { name: '15' }));
    await waitFor(() => expect(within(dialog).getByRole('group', { name: 'Expire At (Optional)' })).toHaveTextContent(format(day, 'yyyy-MM-dd')));

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const created = await screen.findByRole('dialog', { name: 'New Access Token Generated' });
    const post = demo.bodies.filter((call) => call.method === 'POST' && call.url.pathname === '/api/nodes/6/pats').at(-1)!;
    expect(JSON.parse(await post.text)).toEqual({ name: 'deploy-bot', expireAt: endOfDay(day).toISOString() });

    expect(within(created).getByText(/successfully created/)).toBeInTheDocument();
    expect(within(created).getByText('deploy-bot')).toBeInTheDocument();
    expect(within(created).getByText(new RegExp(`Token expires: ${format(day, 'MM/dd/yyyy')}`))).toBeInTheDocument();
    const token = within(created).getByRole('textbox', { name: 'Token' }) as HTMLInputElement;
    expect(token.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(token).toHaveAttribute('readonly');
    expect(within(created).getByText('The token is only visible once. Make sure to store it securely.')).toBeInTheDocument();
    await user.click(within(created).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(token.value);
    const links = within(created).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.wiredoor.net/docs/cli',
      'https://www.wiredoor.net/docs/docker-gateway',
      'https://www.wiredoor.net/docs/kubernetes-gateway',
    ]);
    for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(within(created).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(card).getByRole('button', { name: /next page/i }));
    expect(await within(card).findByText('deploy-bot')).toBeInTheDocument();
  });

  it('creates a token expiring today that stays Active until the day ends', async () => {
    const { user, card } = await openDevLaptop();
    await user.click(within(card).getByRole('button', { name: '+ Add Token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Access Token Configuration' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'until-tonight');
    await user.click(within(dialog).getByRole('button', { name: /choose date/i }));
    const today = format(new Date(), 'd');
    await user.click(within(await screen.findByRole('grid')).getByRole('gridcell', { name: today }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const created = await screen.findByRole('dialog', { name: 'New Access Token Generated' });
    const post = demo.bodies.filter((call) => call.method === 'POST' && call.url.pathname === '/api/nodes/6/pats').at(-1)!;
    expect(JSON.parse(await post.text)).toEqual({ name: 'until-tonight', expireAt: endOfDay(new Date()).toISOString() });
    await user.click(within(created).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(card).getByRole('button', { name: /next page/i }));
    await within(card).findByText('until-tonight');
    expect(tokenRows(card)).toContainEqual(['until-tonight', 'Active']);
  });

  it('creates a token without expiry, and disables + Add Token for the local node', async () => {
    const { user, card } = await openDevLaptop();
    await user.click(within(card).getByRole('button', { name: '+ Add Token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Access Token Configuration' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'forever');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const created = await screen.findByRole('dialog', { name: 'New Access Token Generated' });
    expect(within(created).queryByText(/Token expires/)).not.toBeInTheDocument();
    const post = demo.bodies.filter((call) => call.method === 'POST' && call.url.pathname === '/api/nodes/6/pats').at(-1)!;
    expect(JSON.parse(await post.text)).toEqual({ name: 'forever' });
    await user.click(within(created).getByRole('button', { name: 'Got it!' }));

    card.remove();
    renderInAdmin(<NodeTokensCard node={{ ...demo.db.find('nodes', 1)!, gatewayNetworks: null } as never} />);
    const localCard = (await screen.findAllByRole('heading', { name: 'Node Access Tokens' })).at(-1)!.closest('section')!;
    expect(within(localCard as HTMLElement).getByRole('button', { name: '+ Add Token' })).toBeDisabled();
  });
});

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The Expires cell of a token's row. */
const expiresCell = (card: HTMLElement, name: string) => {
  const row = within(card).getByText(name).closest('tr')!;
  return within(row).getAllByRole('cell')[2];
};

/** A node with tokens ending at known times from now, and none. */
const nodeWithEndings = () => {
  const soon = new Date(Date.now() + 3 * DAY_MS + HOUR_MS);
  const ended = new Date(Date.now() - 2 * HOUR_MS - 60_000);
  demo.db.removeWhere('pats', (pat) => pat.nodeId === 5);
  demo.db.insert('pats', { name: 'weekend-access', nodeId: 5, revoked: false, expireAt: soon.toISOString() });
  demo.db.insert('pats', { name: 'forever-cli', nodeId: 5, revoked: false, expireAt: null });
  demo.db.insert('pats', { name: 'morning-fix', nodeId: 5, revoked: false, expireAt: ended.toISOString() });
  return { soon, ended };
};

describe('when tokens expire (issue 41 point 7)', () => {
  afterEach(async () => {
    await i18nProvider.changeLocale('en');
  });

  it("shows each token's end: its date and how long is left, since when it ended, or Never", async () => {
    const { soon, ended } = nodeWithEndings();
    controlStreams(demo.server);
    renderScreen('/nodes/5');
    const card = await tokensCard();
    await within(card).findByText('weekend-access');
    expect(expiresCell(card, 'weekend-access')).toHaveTextContent(`${format(soon, 'MM/dd/yyyy')}in 3 days`);
    expect(expiresCell(card, 'forever-cli')).toHaveTextContent(/^Never$/);
    expect(expiresCell(card, 'morning-fix')).toHaveTextContent(`${format(ended, 'MM/dd/yyyy')}expired about 2 hours ago`);
    expect(within(expiresCell(card, 'weekend-access')).getByText(format(soon, 'MM/dd/yyyy'), { exact: false }).closest('time')).toHaveAttribute(
      'datetime',
      soon.toISOString(),
    );
    expect(tokenRows(card)).toEqual([
      ['weekend-access', 'Active'],
      ['forever-cli', 'Active'],
      ['morning-fix', 'Expired'],
    ]);
  });

  it('sorts by expiry through the gateway, both ways, across pages', async () => {
    const { user, card } = await openDevLaptop();
    const ends = () => demo.db.pats.filter((pat) => pat.nodeId === 6);
    const header = within(card).getByRole('button', { name: /Expires/ });
    await user.click(header);
    await waitFor(() => expect(demo.requests('/api/nodes/6/pats').at(-1)!.url.searchParams.get('orderBy')).toBe('expireAt,asc'));
    // The gateway's database puts tokens without an end first when ascending: Never, then the oldest end.
    const neverCount = ends().filter((pat) => pat.expireAt === null).length;
    const dated = ends()
      .filter((pat) => pat.expireAt !== null)
      .sort((left, right) => Date.parse(left.expireAt!) - Date.parse(right.expireAt!))
      .map((pat) => pat.name);
    await waitFor(() => expect(tokenRows(card).map(([name]) => name).slice(neverCount)).toEqual(dated.slice(0, 5 - neverCount)));
    expect(tokenRows(card).slice(0, neverCount).every(([name]) => ends().find((pat) => pat.name === name)!.expireAt === null)).toBe(true);

    await user.click(within(card).getByRole('button', { name: /Expires/ }));
    await waitFor(() => expect(demo.requests('/api/nodes/6/pats').at(-1)!.url.searchParams.get('orderBy')).toBe('expireAt,desc'));
    await waitFor(() => expect(tokenRows(card).map(([name]) => name).slice(0, dated.length)).toEqual([...dated].reverse()));
    // The next page keeps the order: the rest are the tokens without an end.
    await user.click(within(card).getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(demo.requests('/api/nodes/6/pats').at(-1)!.url.searchParams.get('page')).toBe('2'));
    expect(demo.requests('/api/nodes/6/pats').at(-1)!.url.searchParams.get('orderBy')).toBe('expireAt,desc');
    await waitFor(() => expect(tokenRows(card).every(([name]) => ends().find((pat) => pat.name === name)!.expireAt === null)).toBe(true));
  });

  it('says it in French', async () => {
    const { soon, ended } = nodeWithEndings();
    controlStreams(demo.server);
    renderInAdmin(<NodeTokensCard node={demo.db.find('nodes', 5) as never} />, { store: memoryStore({ locale: 'fr' }) });
    const heading = await screen.findByRole('heading', { name: "Jetons d'accès du nœud" });
    const card = heading.closest('section') as HTMLElement;
    await within(card).findByText('weekend-access');
    expect(within(card).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nom', 'Statut', 'Expiration', 'Actions']);
    expect(expiresCell(card, 'weekend-access')).toHaveTextContent(`${format(soon, 'dd/MM/yyyy')}dans 3 jours`);
    expect(expiresCell(card, 'forever-cli')).toHaveTextContent(/^Jamais$/);
    expect(expiresCell(card, 'morning-fix')).toHaveTextContent(`${format(ended, 'dd/MM/yyyy')}expiré il y a environ 2 heures`);
  });
});
