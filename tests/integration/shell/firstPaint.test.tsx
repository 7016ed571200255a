/**
 * The console's first screen and the nodes list opened from the sidebar reach the browser's first
 * paint without React running their effects first. A state update scheduled during React's commit (in
 * a layout effect or a ref callback: react-hook-form's useForm, MUI's Tooltip and menu Select) takes
 * the synchronous lane, and React then runs every pending effect of the new screen and renders again
 * before the browser may paint (a third of the navigation's render task). React's Profiler names such
 * a commit's phase 'nested-update'; none may happen. (Sign-in is not checked here: react-admin mounts
 * the screen after sign-in from its session query, a synchronous update of its own, whose effects React
 * runs before the paint anyway, and the Profiler reports their updates the same way.)
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { signInForTest, useDemoServer } from '../helpers/renderAdmin';

vi.setConfig({ testTimeout: 60_000 });
useDemoServer();

/** Renders the console at `url` under a Profiler; `phases()` takes the phases of the commits since the last call. */
const renderProfiled = async (url: string) => {
  window.history.pushState({}, '', url);
  const { App } = await import('../../../src/App');
  let phases: string[] = [];
  const onRender: ProfilerOnRenderCallback = (_id, phase) => phases.push(phase);
  render(
    <Profiler id="console" onRender={onRender}>
      <App />
    </Profiler>,
  );
  return {
    phases: () => {
      const taken = phases;
      phases = [];
      return taken;
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
    const atStart = profiled.phases();
    expect(atStart).toContain('mount');
    expect(atStart).not.toContain('nested-update');
    await userEvent.setup().click(sidebarLink('Client / Nodes'));
    expect(await screen.findByRole('link', { name: 'homelab-nas' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /rows per page/i })).toBeInTheDocument();
    const toNodes = profiled.phases();
    expect(toNodes).toContain('update');
    expect(toNodes).not.toContain('nested-update');
  });
});
