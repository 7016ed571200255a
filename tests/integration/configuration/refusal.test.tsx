/**
 * Issue 36 (console): a run the gateway stops midway. A file adds a node with an HTTP service; the
 * demo gateway creates the node but refuses the service (the new node has never connected, so its
 * backend cannot be reached). The screen names the step refused, the gateway's reason and what was
 * done, and hands over the new node's one-time token and configuration. Once the node's tunnel is up
 * (the demo's control), "Plan again" finds only the service left, and Apply finishes the run.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readConfigText } from '../../../src/providers/configFile';
import { captureDownloads, useSignedInDemo } from '../nodes/renderScreen';
import { connectNode, editedFile, itemsOf, planGroup, planText, renderConfiguration, stepsIn } from './renderConfiguration';

const demo = useSignedInDemo();

/** The one-time tokens the gateway answered node creations with. */
const issuedTokens: string[] = [];
demo.server.events.on('response:mocked', async ({ request, response }) => {
  if (request.method === 'POST' && new URL(request.url).pathname === '/api/nodes' && response.ok) {
    issuedTokens.push(((await response.clone().json()) as { token: string }).token);
  }
});

const PLAN = 'What applying the file would change';
const NEW_NODE = `version: 1
nodes:
  - name: office
    keepalive: 10
    http:
      - name: web
        pathLocation: /office
        backendPort: 8080
`;

/** The gateway's configuration plus a new node "office" with an HTTP service "web". */
const withNewNode = () =>
  editedFile((file) => {
    const reading = readConfigText(NEW_NODE);
    if (!reading.ok) throw new Error('the new node does not read');
    file.nodes.push(...reading.file.nodes);
  });

const confirmApply = async (user: ReturnType<typeof renderConfiguration>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  const dialog = await screen.findByRole('dialog', { name: 'Apply this plan to the gateway?' });
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
};

describe('a run the gateway refuses midway', () => {
  it('says which step was refused and why, keeps what was done, shows the new node token, and continues after Plan again', async () => {
    issuedTokens.length = 0;
    const saved = captureDownloads();
    const { user } = renderConfiguration();
    await planText(user, await withNewNode());

    const plan = await screen.findByRole('region', { name: PLAN });
    expect(within(plan).getByRole('note')).toHaveTextContent(
      'Node "office" will be created with new keys: its owner must enroll it again with the new configuration or token, shown once when the run ends.',
    );
    const creates = stepsIn(planGroup('To create (2)'));
    expect(creates['Node "office"']).toEqual(
      expect.arrayContaining(['Persistent keepalive (seconds): 10', 'Internet through the gateway: no', 'Gateway networks: none']),
    );
    expect(creates['HTTP service "web" on node "office"']).toEqual(expect.arrayContaining(['Backend port: 8080', 'Path: /office', 'Backend host: none']));

    await confirmApply(user);
    const refused = await screen.findByRole('alert');
    expect(within(refused).getByText('The gateway refused step 2 of 2: Create HTTP service "web" on node "office"')).toBeInTheDocument();
    expect(within(refused).getByText(/^The gateway's reason:/)).toHaveTextContent(
      /^The gateway's reason: backendPort: The gateway could not connect to port 8080 on 10\.0\.0\.\d+: check that the service runs there and that the node is connected\.$/,
    );
    expect(itemsOf(planGroup('Done (1)'))).toEqual(['Create node "office"']);

    // The node exists; its one-time token is shown here, with its configuration.
    const office = demo.db.nodes.find((node) => node.name === 'office');
    expect(office).toBeDefined();
    expect(demo.db.httpServices.some((service) => service.name === 'web')).toBe(false);
    const created = screen.getByRole('region', { name: 'New nodes: enroll them' });
    const item = within(created).getByRole('region', { name: 'office' });
    expect(issuedTokens).toHaveLength(1);
    expect(within(item).getByRole('textbox', { name: 'Access token of office' })).toHaveValue(issuedTokens[0]);
    await user.click(within(item).getByRole('button', { name: 'Download WireGuard configuration' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await saved[0].blob.text()).toMatch(/\[Interface\]/);
    await user.click(within(item).getByRole('button', { name: 'Enrollment instructions' }));
    const ready = await screen.findByRole('dialog', { name: 'Your Node is Ready' });
    await user.click(within(ready).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Its owner brings the tunnel up; the same file, planned again, has only the service left.
    await connectNode(office!.id);
    await user.click(screen.getByRole('button', { name: 'Plan again' }));
    await screen.findByRole('region', { name: PLAN });
    expect(Object.keys(stepsIn(planGroup('To create (1)')))).toEqual(['HTTP service "web" on node "office"']);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText(/The gateway refused/)).not.toBeInTheDocument();

    await confirmApply(user);
    expect(await screen.findByText('Applied: 1 change made. The gateway now matches the file.')).toBeInTheDocument();
    expect(itemsOf(planGroup('Done (1)'))).toEqual(['Create HTTP service "web" on node "office"']);
    expect(demo.db.httpServices.filter((service) => service.name === 'web').map((service) => service.nodeId)).toEqual([office!.id]);
    // The token stays until the operator leaves the page; no second node was made.
    expect(within(screen.getByRole('region', { name: 'New nodes: enroll them' })).getByRole('textbox', { name: 'Access token of office' })).toHaveValue(issuedTokens[0]);
    expect(issuedTokens).toHaveLength(1);
    expect(demo.db.nodes.filter((node) => node.name === 'office')).toHaveLength(1);
  });
});
