/**
 * Issue 15 point 6: the node's WireGuard configuration as a QR code, on node details and in the
 * node-ready dialog. Hidden (and not even downloaded) until asked for, behind a warning about the
 * private key; made in the browser from the downloaded file by the qrcode library (the image is what
 * the library makes of the very file the gateway serves); hidden again on request; never kept in
 * storage; none for the local node; failures said in words.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import QRCode from 'qrcode';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CONFIG_QR_OPTIONS } from '../../../src/nodes/configQrImage';
import NodeDetails from '../../../src/nodes/NodeDetails';
import { renderInAdmin, tokenCookie } from '../helpers/renderAdmin';
import { renderScreen, rowOf, useSignedInDemo } from './renderScreen';

const demo = useSignedInDemo();

/** The configuration file as the gateway serves it to the console. */
const servedConfig = async (id: number): Promise<string> => {
  const response = await fetch(`http://localhost/api/nodes/${id}/download`, { headers: { Authorization: `Bearer ${tokenCookie()}` } });
  expect(response.ok).toBe(true);
  return response.text();
};

/** What the qrcode library makes of `text` with the console's options, as the image's address. */
const libraryImage = async (text: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await QRCode.toString(text, CONFIG_QR_OPTIONS))}`;

const downloads = () => demo.requests('/api/nodes/2/download');
const qrImage = () => screen.queryByRole('img', { name: /QR code/ });

const storedEverywhere = () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie;

describe('WireGuard QR code on node details', () => {
  it('stays hidden behind a private-key warning, then shows what the library makes of the served file, and hides again', async () => {
    const { user } = renderScreen('/nodes/2');
    const card = await screen.findByRole('region', { name: 'WireGuard QR code' });
    expect(within(card).getByText(/Scan this code with the WireGuard app/)).toBeInTheDocument();
    const show = within(card).getByRole('button', { name: 'Show QR code' });
    expect(show).toHaveAccessibleDescription("The QR code contains this node's private key. Show it only where no one else can see your screen.");
    expect(qrImage()).not.toBeInTheDocument();
    expect(downloads()).toHaveLength(0);

    await user.click(show);
    const image = await within(card).findByRole('img', { name: 'QR code of the WireGuard configuration of homelab-nas' });
    expect(downloads()).toHaveLength(1);
    const config = await servedConfig(2);
    const privateKey = /PrivateKey = (\S+)/.exec(config)![1];
    expect(image.getAttribute('src')).toBe(await libraryImage(config));
    // The image holds modules, not the text: the key is nowhere in the page or in storage.
    expect(document.documentElement.outerHTML).not.toContain(privateKey);
    expect(storedEverywhere()).not.toContain(privateKey);

    // The same button, still focused, now hides it; showing again downloads afresh (the console's
    // second download, after its first and this test's own).
    const hide = within(card).getByRole('button', { name: 'Hide QR code' });
    expect(hide).toBe(show);
    await user.click(hide);
    expect(qrImage()).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Show QR code' })).toHaveFocus();
    await user.click(within(card).getByRole('button', { name: 'Show QR code' }));
    expect(await within(card).findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(downloads()).toHaveLength(3);
  });

  it('is a different picture for a different node (the comparison above can fail)', async () => {
    const [two, three] = [await servedConfig(2), await servedConfig(3)];
    expect(await libraryImage(two)).not.toBe(await libraryImage(three));
    const { user } = renderScreen('/nodes/3');
    const card = await screen.findByRole('region', { name: 'WireGuard QR code' });
    await user.click(within(card).getByRole('button', { name: 'Show QR code' }));
    const image = await within(card).findByRole('img', { name: 'QR code of the WireGuard configuration of office-gateway' });
    expect(image.getAttribute('src')).toBe(await libraryImage(three));
  });

  it("leaves nothing of the image in react-query's caches once hidden or gone", async () => {
    let client: QueryClient | undefined;
    const CacheProbe = () => {
      client = useQueryClient();
      return null;
    };
    const cached = () =>
      JSON.stringify([...client!.getMutationCache().getAll().map((mutation) => mutation.state.data), ...client!.getQueryCache().getAll().map((query) => query.state.data)]);
    const { user, unmount } = renderInAdmin(
      <>
        <CacheProbe />
        <Routes>
          <Route path="/nodes/:id" element={<NodeDetails />} />
        </Routes>
      </>,
      { initialEntries: ['/nodes/2'] },
    );
    const card = await screen.findByRole('region', { name: 'WireGuard QR code' });
    await user.click(within(card).getByRole('button', { name: 'Show QR code' }));
    await within(card).findByRole('img', { name: /QR code/ });
    // While shown, the image is held (the check below can fail).
    expect(cached()).toContain('data:image/svg+xml');
    await user.click(within(card).getByRole('button', { name: 'Hide QR code' }));
    await waitFor(() => expect(cached()).not.toContain('data:image/svg+xml'));

    await user.click(within(card).getByRole('button', { name: 'Show QR code' }));
    await within(card).findByRole('img', { name: /QR code/ });
    const seenClient = client!;
    unmount();
    await waitFor(() => expect(JSON.stringify(seenClient.getMutationCache().getAll().map((mutation) => mutation.state.data))).not.toContain('data:image'));
  });

  it('is not offered for the local node, which has no configuration', async () => {
    renderScreen('/nodes/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wiredoor_Local' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'WireGuard QR code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show QR code' })).not.toBeInTheDocument();
  });

  it('says so when the configuration cannot be downloaded, or is too long for a QR code', async () => {
    let answer: 'error' | 'huge' = 'error';
    demo.server.use(
      http.get('*/api/nodes/:id/download', () =>
        answer === 'error'
          ? HttpResponse.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 })
          : new HttpResponse(`[Interface]\n${'# filler\n'.repeat(600)}`, { headers: { 'content-disposition': 'attachment; filename="x.conf"' } }),
      ),
    );
    const { user } = renderScreen('/nodes/2');
    const card = await screen.findByRole('region', { name: 'WireGuard QR code' });
    await user.click(within(card).getByRole('button', { name: 'Show QR code' }));
    expect(await within(card).findByText('Internal server error')).toBeInTheDocument();
    expect(qrImage()).not.toBeInTheDocument();

    answer = 'huge';
    await user.click(within(card).getByRole('button', { name: 'Show QR code' }));
    expect(await within(card).findByText('This configuration is too long for a QR code. Download the file instead.')).toBeInTheDocument();
    expect(within(card).queryByText('Internal server error')).not.toBeInTheDocument();
    expect(qrImage()).not.toBeInTheDocument();
  });
});

describe('WireGuard QR code in the node-ready dialog', () => {
  it('is offered after creating a node, hidden until asked for, and gone with the dialog', async () => {
    const { user } = renderScreen('/nodes');
    await rowOf('homelab-nas');
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    const form = await screen.findByRole('dialog', { name: 'Client / Node Configuration' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'qr-phone');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const ready = await screen.findByRole('dialog', { name: 'Your Node is Ready' });
    const created = demo.db.nodes.find((node) => node.name === 'qr-phone')!;
    const path = `/api/nodes/${created.id}/download`;
    expect(qrImage()).not.toBeInTheDocument();
    expect(within(ready).getByText("The QR code contains this node's private key. Show it only where no one else can see your screen.")).toBeInTheDocument();
    expect(demo.requests(path)).toHaveLength(0);

    await user.click(within(ready).getByRole('button', { name: 'Show QR code' }));
    const image = await within(ready).findByRole('img', { name: 'QR code of the WireGuard configuration of qr-phone' });
    expect(demo.requests(path)).toHaveLength(1);
    expect(image.getAttribute('src')).toBe(await libraryImage(await servedConfig(created.id)));

    await user.click(within(ready).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your Node is Ready' })).not.toBeInTheDocument());
    expect(qrImage()).not.toBeInTheDocument();
  });
});
