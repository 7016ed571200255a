/**
 * No false success (issue 13 point 1): when the gateway answers a change with 401, 403 or 429, react-admin
 * ends the session and its data provider proxy then resolves with an empty placeholder. For every
 * mutation and custom method of the console (the backend check included), such a refusal shows no success toast (nor the dialog that
 * follows a success), saves no file, changes nothing on the gateway, and signs out with the path
 * remembered. Each case also runs once without the refusal, so the success it looks for is real.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DemoDb } from '../../../mocks/db';
import { captureDownloads } from '../nodes/renderScreen';
import { currentPath, renderApp, signInForTest, tokenCookie, useDemoServer } from '../helpers/renderAdmin';

vi.setConfig({ testTimeout: 60_000 });

const demo = useDemoServer();
beforeEach(async () => {
  await signInForTest();
});
afterEach(async () => {
  await fetch('http://localhost/api/__demo/fault', { method: 'DELETE' });
});

type Method = 'POST' | 'PATCH' | 'DELETE' | 'GET';

const refuse = async (method: Method, path: string, status: number) => {
  const response = await fetch('http://localhost/api/__demo/fault', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method, path, status }),
  });
  expect(response.ok).toBe(true);
};

const dialog = (name: string) => screen.findByRole('dialog', { name });

const menu = async (user: UserEvent, owner: string, item: string) => {
  await user.click(await screen.findByRole('button', { name: `More actions for ${owner}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
};

const confirm = async (user: UserEvent, title: string, accept: string) => {
  await user.click(within(await dialog(title)).getByRole('button', { name: accept }));
};

const card = (name: string) => screen.findByRole('region', { name });

const textbox = (scope: HTMLElement, name: string | RegExp) => within(scope).getByRole('textbox', { name });

interface Case {
  name: string;
  /** Where the action starts (the path remembered at sign-out). */
  path: string;
  /** The request the gateway refuses: method and a regular expression on path and query. */
  refused: [Method, string];
  /** What a success shows (a toast, or the dialog that follows a save). */
  success: string;
  act: (user: UserEvent) => Promise<void>;
  /** The gateway's data, before and after: unchanged when refused. */
  state: (db: DemoDb) => unknown;
  /** A file is saved on success. */
  download?: boolean;
}

const node2 = (db: DemoDb) => db.find('nodes', 2);

const CASES: Case[] = [
  {
    name: 'create a node',
    path: '/nodes',
    refused: ['POST', '^/api/nodes$'],
    success: 'Your Node is Ready',
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Add Client' }));
      const form = await dialog('Client / Node Configuration');
      await user.type(textbox(form, /^Name/), 'refused-node');
      await user.click(within(form).getByRole('button', { name: 'Save' }));
    },
    state: (db) => db.nodes.map((node) => node.name),
  },
  {
    name: 'edit a node',
    path: '/nodes/2',
    refused: ['PATCH', '^/api/nodes/2$'],
    success: 'Node updated successfully!',
    act: async (user) => {
      await menu(user, 'homelab-nas', 'Edit Node');
      const form = await dialog('Client / Node Configuration');
      await user.type(textbox(form, /^Name/), '-renamed');
      await user.click(within(form).getByRole('button', { name: 'Save' }));
    },
    state: (db) => node2(db)?.name,
  },
  {
    name: 'delete a node',
    path: '/nodes',
    refused: ['DELETE', '^/api/nodes/2$'],
    success: 'Node deleted successfully!',
    act: async (user) => {
      await menu(user, 'homelab-nas', 'Delete Node');
      await confirm(user, 'Delete node', 'Yes, delete it!');
    },
    state: (db) => Boolean(node2(db)),
  },
  {
    name: 'disconnect a node',
    path: '/nodes',
    refused: ['PATCH', '^/api/nodes/2/disable$'],
    success: 'Node disconnected successfully!',
    act: async (user) => {
      await menu(user, 'homelab-nas', 'Disconnect');
      await confirm(user, 'Disconnect node', 'Yes, disconnect!');
    },
    state: (db) => node2(db)?.enabled,
  },
  {
    name: 'connect a node',
    path: '/nodes',
    refused: ['PATCH', '^/api/nodes/8/enable$'],
    success: 'Node connected successfully!',
    act: async (user) => {
      await menu(user, 'backup-server', 'Connect');
      await confirm(user, 'Connect node', 'Yes, connect!');
    },
    state: (db) => db.find('nodes', 8)?.enabled,
  },
  {
    name: 'download a node configuration',
    path: '/nodes/2',
    refused: ['GET', '^/api/nodes/2/download$'],
    success: 'wiredoor-homelab-nas-config.conf',
    download: true,
    act: async (user) => {
      await menu(user, 'homelab-nas', 'Download Config');
    },
    state: () => null,
  },
  {
    name: 'create a domain',
    path: '/domains',
    refused: ['POST', '^/api/domains$'],
    success: 'Domain created successfully!',
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Add Domain' }));
      const form = await dialog('Domain & SSL Settings');
      await user.type(textbox(form, /^Domain/), 'refused.example.com');
      await user.click(within(form).getByRole('button', { name: 'Save' }));
    },
    state: (db) => db.domains.length,
  },
  {
    name: 'edit a domain',
    path: '/domains',
    refused: ['PATCH', '^/api/domains/2$'],
    success: 'Domain updated successfully!',
    act: async (user) => {
      await menu(user, 'grafana.example.com', 'Edit Domain');
      const form = await dialog('Domain & SSL Settings');
      await user.click(within(form).getByRole('button', { name: 'Save' }));
    },
    state: (db) => db.find('domains', 2)?.updated_at,
  },
  {
    name: 'delete a domain',
    path: '/domains',
    refused: ['DELETE', '^/api/domains/2$'],
    success: 'Domain deleted successfully!',
    act: async (user) => {
      await menu(user, 'grafana.example.com', 'Delete Domain');
      await confirm(user, 'Remove domain', 'Yes, delete it!');
    },
    state: (db) => db.domains.length,
  },
  {
    name: 'expose an HTTP service',
    path: '/nodes/2',
    refused: ['POST', '^/api/services/2/http$'],
    success: 'Your Service is Now Publicly Available',
    act: async (user) => {
      await user.click(within(await card('HTTP Services')).getByRole('button', { name: 'Add Service' }));
      const form = await dialog('Expose HTTP Service on Node');
      await user.type(textbox(form, /^Service Name/), 'refused-web');
      await user.type(textbox(form, /^Public HTTP Path/), '/refused');
      await user.click(within(form).getByRole('button', { name: 'Save' }));
    },
    state: (db) => db.httpServices.length,
  },
  {
    name: 'edit a service',
    path: '/nodes/2',
    refused: ['PATCH', '^/api/services/2/http/2$'],
    success: 'Your Service is Now Publicly Available',
    act: async (user) => {
      await menu(user, 'nas-web', 'Edit Service');
      const form = await dialog('Expose HTTP Service on Node');
      await user.type(textbox(form, /^Service Name/), '-2');
      await user.click(within(form).getByRole('button', { name: 'Save' }));
    },
    state: (db) => db.find('httpServices', 2)?.name,
  },
  {
    name: 'disable access to a service',
    path: '/nodes/2',
    refused: ['PATCH', '^/api/services/2/http/2/disable$'],
    success: 'Service disabled from public access successfully!',
    act: async (user) => {
      await menu(user, 'nas-web', 'Disable Access');
      await confirm(user, 'Disable Public Access', 'Yes, disable public access!');
    },
    state: (db) => db.find('httpServices', 2)?.enabled,
  },
  {
    name: 'enable access to a service',
    path: '/nodes/10',
    refused: ['PATCH', '^/api/services/10/http/8/enable$'],
    success: 'Service exposed successfully!',
    act: async (user) => {
      await menu(user, 'staging-web', 'Enable Access');
      await confirm(user, 'Enable Public Access', 'Yes, enable public access!');
    },
    state: (db) => db.find('httpServices', 8)?.enabled,
  },
  {
    name: 'delete a service',
    path: '/nodes/2',
    refused: ['DELETE', '^/api/services/2/http/2$'],
    success: 'Service deleted successfully!',
    act: async (user) => {
      await menu(user, 'nas-web', 'Delete Service');
      await confirm(user, 'Delete service', 'Yes, delete it!');
    },
    state: (db) => db.httpServices.length,
  },
  {
    name: 'create an access token',
    path: '/nodes/2',
    refused: ['POST', '^/api/nodes/2/pats$'],
    success: 'New Access Token Generated',
    act: async (user) => {
      await user.click(within(await card('Node Access Tokens')).getByRole('button', { name: '+ Add Token' }));
      const form = await dialog('Access Token Configuration');
      await user.type(textbox(form, /^Name/), 'refused-token');
      await user.click(within(form).getByRole('button', { name: 'Save' }));
    },
    state: (db) => db.pats.length,
  },
  {
    name: 'revoke an access token',
    path: '/nodes/2',
    refused: ['PATCH', '^/api/nodes/2/pats/1/revoke$'],
    success: 'Personal Access Token revoked successfully!',
    act: async (user) => {
      await menu(user, 'default', 'Revoke');
      await confirm(user, 'Revoke Personal Access Token', 'Yes, revoke token!');
    },
    state: (db) => db.find('pats', 1)?.revoked,
  },
  {
    name: 'delete an access token',
    path: '/nodes/2',
    refused: ['DELETE', '^/api/nodes/2/pats/1$'],
    success: 'Personal Access Token deleted successfully!',
    act: async (user) => {
      await menu(user, 'default', 'Delete');
      await confirm(user, 'Delete Personal Access Token', 'Yes, delete it!');
    },
    state: (db) => db.pats.length,
  },
  {
    name: "test an HTTP service's backend",
    path: '/nodes/2',
    refused: ['GET', '^/api/services/2/http/2/ping'],
    success: 'The backend answered / with HTTP status 200.',
    act: async (user) => {
      await menu(user, 'nas-web', 'Test Backend');
      await user.click(within(await dialog('Test Backend: nas-web')).getByRole('button', { name: 'Test' }));
    },
    state: (db) => db.find('httpServices', 2),
  },
];

const STATUSES = [401, 403, 429] as const;

/** What a success left on screen: the toast, the dialog, or the saved file's name. */
const succeeded = (test: Case, saved: { fileName: string }[]) =>
  test.download ? saved.map((file) => file.fileName).includes(test.success) : screen.queryAllByText(test.success).length > 0;

describe('a change the gateway refuses with 401, 403 or 429 is not a success', () => {
  CASES.forEach((test, index) => {
    // Each status in turn, so that the three of them are met across the catalogue.
    const status = STATUSES[index % STATUSES.length];

    it(`${test.name} (${status}): no success, nothing changed, signed out with the path remembered`, async () => {
      const saved = captureDownloads();
      const before = test.state(demo.db);
      const { user } = await renderApp(test.path);
      await refuse(test.refused[0], test.refused[1], status);
      await test.act(user);
      await screen.findByRole('button', { name: 'Sign in' });
      // The user starts signing in again: whatever the refused call still had to do has run by now.
      await user.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
      expect(currentPath()).toBe('/login');
      expect(tokenCookie()).toBeNull();
      expect(localStorage.getItem('redirect')).toBe(test.path);
      expect(succeeded(test, saved)).toBe(false);
      expect(saved).toEqual([]);
      expect(test.state(demo.db)).toEqual(before);
    });

    it(`${test.name}: without the refusal, the success the case looks for is shown`, async () => {
      const saved = captureDownloads();
      const { user } = await renderApp(test.path);
      await test.act(user);
      await waitFor(() => expect(succeeded(test, saved)).toBe(true));
    });
  });
});
