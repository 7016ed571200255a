/**
 * Issue 14 point 4 in services cards: rows selected for Enable Access, Disable Access and Delete, one
 * confirmation that names how many and which, per-row results with the gateway's own reason.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dialog, renderScreen, rowWith, useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

const card = (name: 'HTTP Services' | 'TCP Services') => screen.findByRole('region', { name });

const select = async (user: UserEvent, container: HTMLElement, ...names: string[]) => {
  for (const name of names) await user.click(within(await rowWith(name, container)).getByRole('checkbox'));
};

describe('bulk actions in a services card', () => {
  it('disables the public access of the selected services after one confirmation, then enables them again', async () => {
    const { user } = renderScreen('/nodes/6');
    const http = await card('HTTP Services');
    await select(user, http, 'app-frontend', 'app-api');
    await user.click(within(http).getByRole('button', { name: 'Disable Access' }));
    const confirm = await dialog('Disable public access of 2 services');
    expect(within(confirm).getByText('app-frontend')).toBeInTheDocument();
    expect(within(confirm).getByText('app-api')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, disable public access!' }));
    expect(await screen.findByText('2 services disabled from public access successfully!')).toBeInTheDocument();
    expect(demo.db.find('httpServices', 4)!.enabled).toBe(false);
    expect(demo.db.find('httpServices', 5)!.enabled).toBe(false);
    await waitFor(async () => expect(within(await rowWith('app-api', http)).getByRole('img', { name: 'Disabled: not publicly accessible' })).toBeInTheDocument());

    await select(user, http, 'app-frontend');
    await user.click(within(http).getByRole('button', { name: 'Enable Access' }));
    await user.click(within(await dialog('Enable public access of 1 service')).getByRole('button', { name: 'Yes, enable public access!' }));
    await waitFor(() => expect(demo.db.find('httpServices', 4)!.enabled).toBe(true));
    expect(demo.db.find('httpServices', 5)!.enabled).toBe(false);
  });

  it("deletes what the gateway lets it delete and says why the rest stayed (the console's own service)", async () => {
    demo.db.insert('httpServices', {
      name: 'local-metrics', nodeId: 1, domain: null, pathLocation: '/metrics', backendHost: null, backendPort: 9586,
      backendProto: 'http', enabled: true, requireAuth: false, skipAuthRoutes: null, allowedIps: null, blockedIps: null, expiresAt: null,
    });
    const { user } = renderScreen('/nodes/1');
    const http = await card('HTTP Services');
    await select(user, http, 'Wiredoor_APP', 'local-metrics');
    await user.click(within(http).getByRole('button', { name: 'Delete' }));
    await user.click(within(await dialog('Delete 2 services')).getByRole('button', { name: 'Yes, delete them!' }));
    const results = await dialog('1 service could not be deleted');
    expect(within(results).getByText('1 succeeded.')).toBeInTheDocument();
    expect(within(results).getByText('Wiredoor_APP')).toBeInTheDocument();
    expect(within(results).getByText("Wiredoor APP can't be deleted")).toBeInTheDocument();
    expect(demo.db.httpServices.map((service) => service.name)).toContain('Wiredoor_APP');
    expect(demo.db.httpServices.map((service) => service.name)).not.toContain('local-metrics');
  });

  it('acts on TCP services too', async () => {
    const { user } = renderScreen('/nodes/10');
    const tcp = await card('TCP Services');
    await select(user, tcp, 'postgres-staging');
    await user.click(within(tcp).getByRole('button', { name: 'Enable Access' }));
    await user.click(within(await dialog('Enable public access of 1 service')).getByRole('button', { name: 'Yes, enable public access!' }));
    expect(await screen.findByText('1 service exposed successfully!')).toBeInTheDocument();
    expect(demo.db.tcpServices.find((service) => service.name === 'postgres-staging')!.enabled).toBe(true);
  });
});
