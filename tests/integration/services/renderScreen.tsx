/**
 * Helpers for the domains and services screen tests: a fresh signed-in demo gateway per test that
 * records requests, the domains route, a node page showing the services cards, and a route that
 * opens the expose dialog for a node, all inside react-admin's AdminContext (../helpers/renderAdmin).
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { useGetOne } from 'react-admin';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { beforeEach } from 'vitest';
import type { Node, ServiceType } from '../../../src/api/types';
import DomainList from '../../../src/domains/DomainList';
import { ExposeServiceDialog, NodeServiceCards } from '../../../src/services';
import { renderInAdmin, signInForTest, useDemoServer } from '../helpers/renderAdmin';
import { Notification } from '../../../src/layout/Notification';

export interface SeenRequest {
  method: string;
  url: URL;
  body: Promise<unknown>;
}

/** The demo gateway, reseeded and signed in before each test; `requests()` filters what the screens sent. */
export const useSignedInDemo = () => {
  const demo = useDemoServer();
  const seen: SeenRequest[] = [];
  demo.server.events.on('request:start', ({ request }) => {
    const copy = request.clone();
    seen.push({
      method: request.method,
      url: new URL(request.url),
      body: copy.text().then((text) => (text ? JSON.parse(text) : undefined)),
    });
  });
  beforeEach(async () => {
    demo.db.reset();
    await signInForTest();
    seen.length = 0;
  });
  const requests = (path: string, method = 'GET') => seen.filter((r) => r.url.pathname === path && r.method === method);
  return { ...demo, seen, requests };
};

/** The node page as far as services go: the node's HTTP and TCP cards. */
const NodeServicesPage = () => {
  const { id } = useParams();
  const { data } = useGetOne<Node>('nodes', { id: Number(id) });
  return data ? <NodeServiceCards node={data} /> : null;
};

/** A stand-in for the nodes list menu: 'Expose HTTP' / 'Expose TCP' buttons for one node. */
const ExposePage = () => {
  const { id } = useParams();
  const { data } = useGetOne<Node>('nodes', { id: Number(id) });
  const [type, setType] = useState<ServiceType | null>(null);
  if (!data) return null;
  return (
    <>
      <button type="button" onClick={() => setType('http')}>Expose HTTP</button>
      <button type="button" onClick={() => setType('tcp')}>Expose TCP</button>
      {type && <ExposeServiceDialog open type={type} node={data} onClose={() => setType(null)} />}
    </>
  );
};

const WhereAmI = () => <p data-testid="location">{useLocation().pathname}</p>;

export const renderScreen = (path: string) =>
  renderInAdmin(
    <>
      <Routes>
        <Route path="/domains" element={<DomainList />} />
        <Route path="/nodes/:id" element={<NodeServicesPage />} />
        <Route path="/expose/:id" element={<ExposePage />} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
      <Notification />
    </>,
    { initialEntries: [path] },
  );

/** The table row holding `text` (a link or a cell). */
export const rowWith = async (text: string, container: HTMLElement = document.body): Promise<HTMLElement> => {
  const cell = await within(container).findByText(text);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row holds ${text}`);
  return row as HTMLElement;
};

/** Opens "More actions for <name>" and clicks the item `item`. */
export const chooseAction = async (user: UserEvent, name: string, item: string) => {
  await user.click(await screen.findByRole('button', { name: `More actions for ${name}` }));
  const menu = await screen.findByRole('menu');
  await user.click(within(menu).getByRole('menuitem', { name: item }));
};

/** The names of the items of the "More actions for <name>" menu (the menu is closed again). */
export const actionsOf = async (user: UserEvent, name: string): Promise<string[]> => {
  await user.click(await screen.findByRole('button', { name: `More actions for ${name}` }));
  const menu = await screen.findByRole('menu');
  const names = within(menu).getAllByRole('menuitem').map((item) => item.textContent ?? '');
  await user.keyboard('{Escape}');
  return names;
};

/** The open dialog titled `title`. */
export const dialog = (title: string) => screen.findByRole('dialog', { name: title });

