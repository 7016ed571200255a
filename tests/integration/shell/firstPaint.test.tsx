/**
 * The console's first screen and the nodes list opened from the sidebar reach the browser's first
 * paint without React running their effects first. A state update scheduled during React's commit (in
 * a layout effect or a ref callback: react-hook-form's useForm, MUI's Tooltip and menu Select) takes
 * the synchronous lane, and React then runs every pending effect of the new screen and renders again
 * before the browser may paint (issue 16: a third of the navigation's render task). React's Profiler
 * names such a commit's phase 'nested-update'; none may happen. (Sign-in is not checked here: react-
 * admin mounts the screen after sign-in from its session query, a synchronous update of its own, whose
 * effects React runs before the paint anyway, and the Profiler reports their updates the same way.)
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPrefetchedLists } from '../../../src/providers/listPrefetch';
import { componentName, recordRenders } from '../helpers/reactRenders';
import { signInForTest, useDemoServer } from '../helpers/renderAdmin';

vi.setConfig({ testTimeout: 60_000 });
useDemoServer();
afterEach(() => forgetPrefetchedLists());

/**
 * Renders the console at `url` under a Profiler; `nested()` lists, for each commit React had to make
 * inside another's commit, the components it rendered (to tell where it came from).
 */
const renderProfiled = async (url: string) => {
  window.history.pushState({}, '', url);
  const { App } = await import('../../../src/App');
  const nested: string[][] = [];
  let recording: ReturnType<typeof recordRenders> | null = null;
  const finish = () => {
    if (recording) nested.push([...new Set(recording.stop().map(componentName))]);
    recording = null;
  };
  // Called during each commit, before the DevTools hook hears of it: a nested commit's components are
  // those the hook reports until the next commit.
  const onRender: ProfilerOnRenderCallback = (_id, phase) => {
    finish();
    if (phase === 'nested-update') recording = recordRenders();
  };
  render(
    <Profiler id="console" onRender={onRender}>
      <App />
    </Profiler>,
  );
  return {
    nested: () => {
      finish();
      return nested;
    },
  };
};

const sidebarLink = (name: string) => within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name });

describe('no update inside a commit on the way to the first nodes row', () => {
  it('starting the console at home, then opening the nodes list from the sidebar', async () => {
    await signInForTest();
    const profiled = await renderProfiled('/');
    expect(await screen.findByRole('heading', { name: /Welcome/, level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    expect(profiled.nested()).toEqual([]);
    await userEvent.setup().click(sidebarLink('Client / Nodes'));
    expect(await screen.findByRole('link', { name: 'homelab-nas' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /rows per page/i })).toBeInTheDocument();
    expect(profiled.nested()).toEqual([]);
  });
});
