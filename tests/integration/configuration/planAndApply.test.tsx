/**
 * Issue 36 (console): a file planned against the demo gateway and applied. The plan shows what would be
 * created (with its fields), updated (field by field, old → new) and, only when asked, deleted; Apply
 * confirms, runs step by step with its progress, says what was done, refreshes react-admin's cache, and
 * planning the same file again finds nothing to change.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useSignedInDemo } from '../nodes/renderScreen';
import { editedFile, fileField, itemsOf, planGroup, planText, renderConfiguration, stepsIn } from './renderConfiguration';

const demo = useSignedInDemo();

const PLAN = 'What applying the file would change';

/** Confirms the Apply of the plan shown. */
const confirmApply = async (user: ReturnType<typeof renderConfiguration>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  const dialog = await screen.findByRole('dialog', { name: 'Apply this plan to the gateway?' });
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
};

describe('a plan', () => {
  it('shows the records to create with their fields and the records to update field by field, old → new', async () => {
    const text = await editedFile((file) => {
      const garage = file.nodes.find((node) => node.name === 'raspberry-pi-garage')!;
      garage.keepalive = 30;
      garage.allowInternet = true;
      file.domains.push({ domain: 'new.example.org', ssl: 'self-signed', skipValidation: false, authentication: false, allowedEmails: [] });
    });
    const { user } = renderConfiguration();
    await planText(user, text);

    const plan = await screen.findByRole('region', { name: PLAN });
    expect(within(plan).getByRole('status')).toHaveTextContent('2 changes to apply, in this order.');
    expect(stepsIn(planGroup('To create (1)'))).toEqual({
      'Domain new.example.org': ['SSL certificate or TLS: self-signed', 'Skip DNS validation: no', 'OAuth2 sign-in: no', 'Allowed e-mails: none'],
    });
    expect(stepsIn(planGroup('To update (1)'))).toEqual({
      'Node "raspberry-pi-garage"': ['Persistent keepalive (seconds): 15 → 30', 'Internet through the gateway: no → yes'],
    });
    expect(screen.queryByRole('region', { name: /^To delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Not in the file, kept/ })).not.toBeInTheDocument();

    // What stays as it is: counted, listed when asked for.
    // Every record a file holds (the local node and its services are the gateway's own), but the one updated.
    const local = (row: { nodeId: number }) => demo.db.find('nodes', row.nodeId)?.isLocal;
    const records =
      demo.db.domains.length +
      demo.db.nodes.filter((node) => !node.isLocal).length +
      [...demo.db.httpServices, ...demo.db.tcpServices].filter((service) => !local(service)).length;
    const unchanged = screen.getByRole('button', { name: `Unchanged (${records - 1})` });
    expect(unchanged).toHaveAttribute('aria-expanded', 'false');
    await user.click(unchanged);
    const list = await screen.findByRole('region', { name: `Unchanged (${records - 1})` });
    expect(itemsOf(list)).toContain('TCP/UDP service "erp-database" on node "warehouse-gateway"');
    expect(itemsOf(list)).not.toContain('Node "raspberry-pi-garage"');
  });

  it('is applied with its progress, refreshes the lists, and a second plan finds nothing to change', async () => {
    const text = await editedFile((file) => {
      file.nodes.find((node) => node.name === 'raspberry-pi-garage')!.keepalive = 30;
      file.domains.push({ domain: 'new.example.org', ssl: 'self-signed', skipValidation: false, authentication: false, allowedEmails: [] });
    });
    const { user, queryClient } = renderConfiguration();
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    await planText(user, text);
    await screen.findByRole('region', { name: PLAN });

    // The first step's call is held until the test has seen its progress.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    demo.server.use(http.post('*/api/domains', async () => void (await held)));
    await confirmApply(user);

    const progress = await screen.findByRole('progressbar', { name: 'Applying the plan' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuetext', 'Step 1 of 2: Create domain new.example.org'));
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(within(screen.getByRole('region', { name: PLAN })).getByText('Step 1 of 2: Create domain new.example.org')).toBeInTheDocument();
    release();

    expect(await screen.findByText('Applied: 2 changes made. The gateway now matches the file.')).toBeInTheDocument();
    expect(itemsOf(planGroup('Done (2)'))).toEqual(['Create domain new.example.org', 'Update node "raspberry-pi-garage"']);
    // The plan is spent: the gateway has changed since it was made.
    expect(screen.queryByRole('region', { name: PLAN })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(demo.db.nodes.find((node) => node.name === 'raspberry-pi-garage')?.keepalive).toBe(30);
    expect(demo.db.domains.some((domain) => domain.domain === 'new.example.org')).toBe(true);
    await waitFor(() => expect(invalidated).toHaveBeenCalled());

    await user.click(screen.getByRole('button', { name: 'Plan again' }));
    const again = await screen.findByRole('region', { name: PLAN });
    expect(within(again).getByText('Nothing to change: the gateway already matches the file')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    // The run's report made way for the new plan.
    expect(screen.queryByText('Applied: 2 changes made. The gateway now matches the file.')).not.toBeInTheDocument();
  });

  it('changes nothing when its confirmation is cancelled', async () => {
    const text = await editedFile((file) => void (file.nodes.find((node) => node.name === 'iot-hub')!.keepalive = 5));
    const { user } = renderConfiguration();
    await planText(user, text);
    await screen.findByRole('region', { name: PLAN });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply this plan to the gateway?' });
    expect(dialog).toHaveTextContent('The change shown will be made now.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(demo.db.nodes.find((node) => node.name === 'iot-hub')?.keepalive).toBe(0);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });

  it('goes away when the file is edited: Apply belongs to the text it was made from', async () => {
    const text = await editedFile((file) => void (file.nodes.find((node) => node.name === 'iot-hub')!.keepalive = 5));
    const { user } = renderConfiguration();
    await planText(user, text);
    await screen.findByRole('region', { name: PLAN });
    await user.type(fileField(), '#');
    expect(screen.queryByRole('region', { name: PLAN })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });
});

describe('prune', () => {
  /** The gateway's file without the node ci-runner (and so without its two HTTP services). */
  const withoutCiRunner = () => editedFile((file) => void (file.nodes = file.nodes.filter((node) => node.name !== 'ci-runner')));
  const CI_RUNNER = ['HTTP service "nightly-preview" on node "ci-runner"', 'HTTP service "status-page" on node "ci-runner"', 'Node "ci-runner"'];

  it('off (the default), keeps what the file does not list and says so', async () => {
    const { user } = renderConfiguration();
    const text = await withoutCiRunner();
    expect(await screen.findByRole('checkbox', { name: 'Also delete what the file does not list' })).not.toBeChecked();
    await planText(user, text);
    const plan = await screen.findByRole('region', { name: PLAN });
    expect(within(plan).getByText('Nothing to change: the gateway already matches the file')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^To delete/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Not in the file, kept (3)' }));
    const kept = await screen.findByRole('region', { name: 'Not in the file, kept (3)' });
    expect(itemsOf(kept).sort()).toEqual([...CI_RUNNER].sort());
  });

  it('on, lists the deletions, and applying them deletes only those', async () => {
    const { user } = renderConfiguration();
    const text = await withoutCiRunner();
    await planText(user, text);
    await screen.findByRole('region', { name: PLAN });
    await user.click(screen.getByRole('checkbox', { name: 'Also delete what the file does not list' }));
    // A plan made without prune is not the plan with it.
    expect(screen.queryByRole('region', { name: PLAN })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Plan' }));

    const deletions = await screen.findByRole('region', { name: 'To delete (3)' });
    expect(Object.keys(stepsIn(deletions)).sort()).toEqual([...CI_RUNNER].sort());
    expect(screen.queryByRole('button', { name: /^Not in the file, kept/ })).not.toBeInTheDocument();
    const nodes = demo.db.nodes.length;
    await confirmApply(user);
    expect(await screen.findByText('Applied: 3 changes made. The gateway now matches the file.')).toBeInTheDocument();
    expect(demo.db.nodes.map((node) => node.name)).not.toContain('ci-runner');
    expect(demo.db.nodes).toHaveLength(nodes - 1);
  });
});
