/** Domains page (issue 5 point 1): title, search, Add Domain, table, row menu, expansion, empty states. */
import { screen, waitFor, within } from '@testing-library/react';
import { useRefresh } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/components/format';
import DomainList from '../../../src/domains/DomainList';
import { renderInAdmin } from '../helpers/renderAdmin';
import { actionsOf, chooseAction, dialog, renderScreen, rowWith, useSignedInDemo } from '../services/renderScreen';

/** react-admin's refresh (the top bar's button). */
const RefreshButton = () => {
  const refresh = useRefresh();
  return (
    <button type="button" onClick={refresh}>
      Refresh
    </button>
  );
};

const demo = useSignedInDemo();

describe('domains page', () => {
  it('shows the title, search, Add Domain and the domains with SSL type and MM/dd/yyyy dates', async () => {
    renderScreen('/domains');
    expect(await screen.findByRole('heading', { name: 'Domains' })).toBeInTheDocument();
    const row = await rowWith('app.example.com');
    expect(screen.getByRole('button', { name: 'Add Domain' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search domains' })).toBeInTheDocument();
    for (const header of ['Domain', 'SSL Certs', 'Created At']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const seeded = demo.db.domains.find((d) => d.domain === 'app.example.com')!;
    expect(within(row).getByText("Let's Encrypt")).toBeInTheDocument();
    expect(within(row).getByText(formatDate(seeded.created_at))).toBeInTheDocument();
    expect(formatDate(seeded.created_at)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(within(await rowWith('nas.home.arpa')).getByText('Self Signed')).toBeInTheDocument();
    const list = demo.requests('/api/domains').at(-1)!;
    expect(list.url.searchParams.get('page')).toBe('1');
    expect(list.url.searchParams.get('limit')).toBe('10');
  });

  it('offers Logs Monitor, Edit Domain and Delete Domain; Logs Monitor opens the domain logs', async () => {
    const { user, location } = renderScreen('/domains');
    await rowWith('app.example.com');
    expect(await actionsOf(user, 'app.example.com')).toEqual(['Logs Monitor', 'Edit Domain', 'Delete Domain']);
    await chooseAction(user, 'app.example.com', 'Logs Monitor');
    await waitFor(() => expect(location().pathname).toBe('/domains/app.example.com/logs'));
  });

  it('deletes a domain only after the Remove domain confirmation, with the toast', async () => {
    const { user } = renderScreen('/domains');
    await rowWith('grafana.example.com');
    await chooseAction(user, 'grafana.example.com', 'Delete Domain');
    let confirm = await dialog('Remove domain');
    expect(within(confirm).getByText('Are you sure you want to delete this domain?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(demo.db.domains.some((d) => d.domain === 'grafana.example.com')).toBe(true);

    await chooseAction(user, 'grafana.example.com', 'Delete Domain');
    confirm = await dialog('Remove domain');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Domain deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('grafana.example.com')).not.toBeInTheDocument());
    expect(demo.db.domains.some((d) => d.domain === 'grafana.example.com')).toBe(false);
  });

  it('searches with the q filter sent as search', async () => {
    const { user } = renderScreen('/domains');
    await rowWith('app.example.com');
    await user.type(screen.getByRole('textbox', { name: 'Search domains' }), 'grafana');
    await waitFor(() => expect(screen.queryByText('app.example.com')).not.toBeInTheDocument());
    expect(screen.getByText('grafana.example.com')).toBeInTheDocument();
    expect(demo.requests('/api/domains').at(-1)!.url.searchParams.get('search')).toBe('grafana');
  });

  it('finds the same domains on a gateway that refuses the search parameter, searching the whole list itself', async () => {
    demo.db.settings.search = false;
    const { user } = renderScreen('/domains');
    await rowWith('app.example.com');
    await user.type(screen.getByRole('textbox', { name: 'Search domains' }), 'HOME');
    await rowWith('home.example.net');
    await waitFor(() => expect(screen.queryByText('app.example.com')).not.toBeInTheDocument());
    const expected = demo.db.domains.filter((domain) => domain.domain.includes('home')).map((domain) => domain.domain);
    expect(within(screen.getByRole('table')).getAllByRole('link').map((link) => link.textContent)).toEqual(expected);
    const asked = demo.requests('/api/domains');
    expect(asked.filter((request) => request.url.searchParams.has('search'))).toHaveLength(1);
    expect(asked.at(-1)!.url.searchParams.get('limit')).toBe('1000');
  });

  it('refreshes a list it searched itself with the list: the whole list is read again on refresh', async () => {
    demo.db.settings.search = false;
    const { user } = renderInAdmin(
      <>
        <DomainList />
        <RefreshButton />
      </>,
    );
    await rowWith('app.example.com');
    await user.type(screen.getByRole('textbox', { name: 'Search domains' }), 'home');
    await waitFor(() => expect(screen.queryByText('app.example.com')).not.toBeInTheDocument());
    await rowWith('home.example.net');
    const reads = () => demo.requests('/api/domains').filter((request) => request.url.searchParams.get('limit') === '1000').length;
    expect(reads()).toBe(1);
    demo.db.insert('domains', { domain: 'lab.home.example.org', ssl: 'self-signed', skipValidation: true, sslPair: null, oauth2ServicePort: null, oauth2Config: null });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await rowWith('lab.home.example.org');
    expect(reads()).toBe(2);
  });

  it('sorts by a column header through the gateway\'s orderBy, and back', async () => {
    const { user } = renderScreen('/domains');
    await rowWith('app.example.com');
    await user.click(screen.getByRole('button', { name: 'Domain' }));
    await waitFor(() => expect(demo.requests('/api/domains').at(-1)!.url.searchParams.get('orderBy')).toBe('domain,asc'));
    const sorted = [...demo.db.domains].map((domain) => domain.domain).sort();
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('link').map((link) => link.textContent)).toEqual(sorted.slice(0, 10)));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Domain' })).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(screen.getByRole('button', { name: 'Domain' }));
    await waitFor(() => expect(demo.requests('/api/domains').at(-1)!.url.searchParams.get('orderBy')).toBe('domain,desc'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('link')[0]).toHaveTextContent(sorted.at(-1)!));
  });

  it('expands a row into its HTTP and TCP services cards fed by the per-domain lists', async () => {
    const { user } = renderScreen('/domains');
    const row = await rowWith('app.example.com');
    await user.click(within(row).getByRole('button', { name: 'Show services of app.example.com' }));
    const httpCard = await screen.findByRole('region', { name: 'HTTP Services' });
    const tcpCard = screen.getByRole('region', { name: 'TCP Services' });
    expect(await within(httpCard).findByText('app-frontend')).toBeInTheDocument();
    expect(within(httpCard).getByText('app-api')).toBeInTheDocument();
    expect(await within(tcpCard).findByText('No TCP services yet')).toBeInTheDocument();
    expect(within(tcpCard).getByText(/You haven't added any TCP service yet/)).toBeInTheDocument();
    expect(within(tcpCard).getByRole('button', { name: 'Go to Client / Nodes' })).toBeInTheDocument();
    const perDomain = demo.requests('/api/services/http').at(-1)!;
    expect(perDomain.url.searchParams.get('domain')).toBe('app.example.com');
    expect(perDomain.url.searchParams.get('limit')).toBe('5');
    expect(demo.requests('/api/services/tcp').at(-1)!.url.searchParams.get('domain')).toBe('app.example.com');
  });

  it('shows the HTTP empty state in a domain without services, whose action leads to the nodes', async () => {
    const { user, location } = renderScreen('/domains');
    const row = await rowWith('status.example.org');
    demo.db.removeWhere('httpServices', (s) => s.domain === 'status.example.org');
    await user.click(within(row).getByRole('button', { name: 'Show services of status.example.org' }));
    const httpCard = await screen.findByRole('region', { name: 'HTTP Services' });
    expect(await within(httpCard).findByText('No HTTP services yet')).toBeInTheDocument();
    expect(within(httpCard).getByText(/Expose your first service from Client \/ Nodes/)).toBeInTheDocument();
    await user.click(within(httpCard).getByRole('button', { name: 'Go to Client / Nodes' }));
    await waitFor(() => expect(location().pathname).toBe('/nodes'));
  });

  it('shows 10 domains a page and goes back a page after deleting the last row of the last page', async () => {
    for (let index = 1; index <= 4; index += 1) {
      demo.db.insert('domains', {
        domain: `extra${index}.example.com`, ssl: 'self-signed', skipValidation: false, sslPair: null,
        oauth2ServicePort: null, oauth2Config: null,
      });
    }
    const { user } = renderScreen('/domains');
    await rowWith('app.example.com');
    expect(screen.getByText('1-10 of 11')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await rowWith('extra4.example.com');
    expect(demo.requests('/api/domains').at(-1)!.url.searchParams.get('page')).toBe('2');
    await chooseAction(user, 'extra4.example.com', 'Delete Domain');
    await user.click(within(await dialog('Remove domain')).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Domain deleted successfully!')).toBeInTheDocument();
    expect(await screen.findByText('1-10 of 10')).toBeInTheDocument();
    expect(screen.getByText('app.example.com')).toBeInTheDocument();
  });

  it('collapses an expanded row with the same toggle', async () => {
    const { user } = renderScreen('/domains');
    const row = await rowWith('app.example.com');
    await user.click(within(row).getByRole('button', { name: 'Show services of app.example.com' }));
    expect(await screen.findByRole('region', { name: 'HTTP Services' })).toBeInTheDocument();
    const toggle = within(row).getByRole('button', { name: 'Hide services of app.example.com' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'HTTP Services' })).not.toBeInTheDocument());
  });

  it("shows 'No domains yet' with its description and an Add Domain action that opens the form", async () => {
    demo.db.removeWhere('domains', () => true);
    const { user } = renderScreen('/domains');
    expect(await screen.findByText('No domains yet')).toBeInTheDocument();
    expect(screen.getByText(/You haven't added any domain yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Domain' }));
    expect(await dialog('Domain & SSL Settings')).toBeInTheDocument();
  });
});
