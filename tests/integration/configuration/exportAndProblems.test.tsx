/**
 * Issue 36 (console): the configuration screen's export and its reading of a file. Export reads the
 * whole gateway and downloads it as YAML (no key, no token), and says so when it cannot. A file that
 * cannot be read lists every problem with its line and field, in the reader's language, and plans nothing.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { vmsg } from '../../../src/api/schemas/message';
import { P, readConfigText } from '../../../src/providers/configFile';
import { captureDownloads, findToast, useSignedInDemo } from '../nodes/renderScreen';
import { fileField, planText, renderConfiguration } from './renderConfiguration';

const demo = useSignedInDemo();

afterEach(async () => {
  // The provider is one object for every test: leave it in English.
  await i18nProvider.changeLocale('en');
});

describe('export', () => {
  it('downloads the gateway as a YAML file named after the day, with its domains, nodes and services and no secret', async () => {
    const saved = captureDownloads();
    const { user } = renderConfiguration();
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuration' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download configuration' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(saved[0].fileName).toBe(`gateway-config-${day}.yaml`);
    expect(await findToast(`Configuration downloaded as gateway-config-${day}.yaml`)).toBeInTheDocument();

    const text = await saved[0].blob.text();
    expect(text).toMatch(/^version: 1$/m);
    for (const name of ['domain: app.example.com', 'domain: nas.home.arpa', 'name: homelab-nas', 'name: warehouse-gateway', 'name: erp-database', 'name: nas-web']) {
      expect(text).toContain(name);
    }
    // The local node is the gateway's own; keys and tokens never leave it.
    expect(text).not.toContain('Wiredoor_Local');
    expect(text).not.toMatch(/privateKey|preSharedKey|publicKey|token/i);
    const reading = readConfigText(text);
    expect(reading.ok && reading.file.nodes.map((node) => node.name)).toEqual(
      demo.db.nodes.filter((node) => !node.isLocal).map((node) => node.name).sort((a, b) => a.localeCompare(b)),
    );
  });

  it('names what the gateway holds twice, which a plan of the file would refuse, with how to fix each and where (issue 41)', async () => {
    const saved = captureDownloads();
    const { id: _node, ...nas } = demo.db.nodes.find((node) => node.name === 'homelab-nas')!;
    demo.db.insert('nodes', { ...nas, address: '10.0.0.77' });
    const { id: _service, ...api } = demo.db.httpServices.find((service) => service.name === 'app-api')!;
    demo.db.insert('httpServices', { ...api, pathLocation: '/api2' });
    const { user } = renderConfiguration();
    await user.click(await screen.findByRole('button', { name: 'Download configuration' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const title = await screen.findByText(
      'The file was downloaded, but a plan will refuse it: this gateway holds names a configuration file cannot tell apart. Fix each one, then export again.',
    );
    const warning = title.closest<HTMLElement>('[role="alert"]')!;
    expect(warning).toHaveClass('MuiAlert-standardWarning');
    const items = within(warning).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '2 nodes named "homelab-nas": rename (Edit Node) or delete all but one. Show the nodes named "homelab-nas"',
      'Node "dev-laptop" has 2 HTTP services named "app-api": rename (Edit Service) or delete all but one. Open node "dev-laptop"',
    ]);
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', `/nodes?${new URLSearchParams({ filter: '{"q":"homelab-nas"}' })}`);
    expect(within(items[1]).getByRole('link')).toHaveAttribute('href', '/nodes/6');
    // The file is written all the same; reading it back refuses the same name.
    const reading = readConfigText(await saved[0].blob.text());
    expect(reading.ok ? [] : reading.problems.map((problem) => problem.message)).toContain(vmsg(P.duplicate, { name: 'homelab-nas' }));
  });

  it('says nothing more when every name is unique', async () => {
    const saved = captureDownloads();
    const { user } = renderConfiguration();
    await user.click(await screen.findByRole('button', { name: 'Download configuration' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await screen.findByText(/^Configuration downloaded as /);
    expect(screen.queryByText(/a plan will refuse it/)).not.toBeInTheDocument();
  });

  it('says why when the gateway cannot be read, and downloads nothing', async () => {
    const saved = captureDownloads();
    demo.server.use(http.get('*/api/services/tcp', () => HttpResponse.json({ message: 'Database is locked' }, { status: 500 })));
    const { user } = renderConfiguration();
    await user.click(await screen.findByRole('button', { name: 'Download configuration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The configuration could not be exported. Database is locked');
    expect(saved).toEqual([]);
  });
});

const INVALID = `version: 1
domains:
  - domain: app.example.com
    colour: blue
nodes:
  - name: office
    keepalive: soon
    http:
      - name: web
        backendPort: 70000
`;

describe('a file that cannot be read', () => {
  it('lists each problem with its line and field (unknown key, wrong type, bad value) and plans nothing', async () => {
    const { user } = renderConfiguration();
    await planText(user, INVALID);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The file has 3 problems; nothing was planned.')).toBeInTheDocument();
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 4 · domains[0].colour: "colour" is not allowed',
      'Line 7 · nodes[0].keepalive: This field must be a number',
      'Line 10 · nodes[0].http[0].backendPort: This field must be a valid port (1-65535)',
    ]);
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    // Nothing was asked of the gateway for a file that cannot be read.
    expect(demo.requests('/api/nodes')).toEqual([]);
  });

  it('names a file of a newer format as such', async () => {
    const { user } = renderConfiguration();
    await planText(user, 'version: 2\ndomains: []\nnodes: []\nbackups: {}\n');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Line 1 · version: This file is version 2; this console reads version 1. Update the console to read it',
    );
  });

  it('says what is wrong with YAML that does not parse', async () => {
    const { user } = renderConfiguration();
    await planText(user, 'version: 1\nnodes:\n  - name: [office\n');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Line \d+: Not valid YAML: /);
  });

  it('stops a file that names what neither it nor the gateway has, and says what', async () => {
    const { user } = renderConfiguration();
    await planText(user, 'version: 1\nnodes:\n  - name: office\n    http:\n      - name: web\n        domain: nowhere.example.com\n');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The file cannot be planned against this gateway:')).toBeInTheDocument();
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 6 · nodes[0].http[0].domain: Service "web" of node "office" uses the domain nowhere.example.com, which neither the file nor the gateway has',
    ]);
    expect(screen.queryByRole('region', { name: 'What applying the file would change' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    const { user } = renderConfiguration({ locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuration' })).toBeInTheDocument();
    const field = await screen.findByRole('textbox', { name: 'Fichier de configuration (YAML)' });
    await user.click(field);
    await user.paste(INVALID);
    await user.click(screen.getByRole('button', { name: 'Planifier' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Le fichier a 3 problèmes ; rien n'a été planifié.")).toBeInTheDocument();
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ligne 4 · domains[0].colour : "colour" n\'est pas autorisé',
      'Ligne 7 · nodes[0].keepalive : Ce champ doit être un nombre',
      'Ligne 10 · nodes[0].http[0].backendPort : Ce champ doit être un port valide (1-65535)',
    ]);
  });

  it('reads a chosen file and a dropped one into the field, where it can be edited before planning', async () => {
    const { user } = renderConfiguration();
    await screen.findByRole('button', { name: 'Choose a file' });
    await user.upload(screen.getByLabelText('Choose a file'), new File(['version: 1\n'], 'picked.yaml', { type: 'application/yaml' }));
    await waitFor(() => expect(fileField()).toHaveValue('version: 1\n'));
    expect(screen.getByText('Read picked.yaml')).toBeInTheDocument();

    const dropped = new File(['version: 1\ndomains: []\n'], 'dropped.yml');
    fireEvent.drop(screen.getByText('Drop a YAML file here'), { dataTransfer: { files: [dropped] } });
    await waitFor(() => expect(fileField()).toHaveValue('version: 1\ndomains: []\n'));
    expect(screen.getByText('Read dropped.yml')).toBeInTheDocument();
  });
});
