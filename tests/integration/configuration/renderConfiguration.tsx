/**
 * Helpers for the configuration screen tests: the screen inside react-admin's AdminContext against the
 * signed-in demo gateway, files made from what the gateway holds (as an operator edits an export), and
 * the demo's own control that brings a new node's tunnel up.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import ConfigurationPage from '../../../src/configuration/ConfigurationPage';
import { Notification } from '../../../src/layout/Notification';
import { createApi } from '../../../src/providers/apiClient';
import { exportConfig, readGateway, writeConfigText, type ConfigFile } from '../../../src/providers/configFile';
import { renderInAdmin, tokenCookie } from '../helpers/renderAdmin';

export const renderConfiguration = ({ locale = 'en' }: { locale?: 'en' | 'fr' } = {}) =>
  renderInAdmin(
    <>
      <Routes>
        <Route path="/configuration" element={<ConfigurationPage />} />
      </Routes>
      <Notification />
    </>,
    { initialEntries: ['/configuration'], store: memoryStore({ locale }) },
  );

/** The gateway's configuration now, read as the console reads it (with the test's session). */
export const gatewayFile = async (): Promise<ConfigFile> =>
  exportConfig(await readGateway(createApi({ baseUrl: 'http://localhost/api', token: tokenCookie })));

/** The gateway's configuration, edited by `change`, as the text of a file. */
export const editedFile = async (change: (file: ConfigFile) => void): Promise<string> => {
  const file = await gatewayFile();
  change(file);
  return writeConfigText(file);
};

export const fileField = () => screen.getByRole('textbox', { name: 'Configuration file (YAML)' });

/** Pastes `text` into the file field (typing would read YAML's brackets as key names) and presses Plan. */
export const planText = async (user: UserEvent, text: string) => {
  await user.clear(fileField());
  await user.click(fileField());
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Plan' }));
};

/** A group of the plan shown (a region named by its heading), e.g. "To update (1)". */
export const planGroup = (name: string | RegExp) => screen.getByRole('region', { name });

/** The records of a plan group, each with the lines of its fields: `{ 'Node "office"': ['Keepalive: 25 → 30'] }`. */
export const stepsIn = (group: HTMLElement): Record<string, string[]> =>
  Object.fromEntries(
    Array.from(group.querySelectorAll(':scope > ul > li')).map((item) => [
      item.querySelector(':scope > span')?.textContent ?? '',
      Array.from(item.querySelectorAll(':scope > ul > li')).map((line) => line.textContent ?? ''),
    ]),
  );

/** The texts of a list's items. */
export const itemsOf = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.textContent ?? '');

/** The demo's control for a node's owner importing its configuration: its tunnel comes up. */
export const connectNode = async (id: number) => {
  const answer = await fetch(`http://localhost/api/__demo/nodes/${id}/connect`, { method: 'POST' });
  if (!answer.ok) throw new Error(`connect ${id}: ${answer.status}`);
};
