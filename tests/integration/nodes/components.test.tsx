import { render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subDays } from 'date-fns';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { NodeStatusDot } from '../../../src/components/NodeStatusDot';
import { NodeTypeBadge } from '../../../src/components/NodeTypeBadge';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import type { NodeState } from '../../../src/providers/nodeState';
import { tokenFormSchema } from '../../../src/tokens/TokenFormModal';
import { tokenStatus } from '../../../src/tokens/tokenStatus';

/** The CSS emotion wrote for the element's generated class. */
const cssOf = (element: Element): string => {
  const className = [...element.classList].find((name) => name.startsWith('css-'))!;
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  return css
    .split('}')
    .filter((rule) => rule.includes(`.${className}`))
    .join('}\n');
};

const renderDot = (state: NodeState | null) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <NodeStatusDot state={state} />
    </AdminContext>,
  );

describe('node status indicator', () => {
  it.each([
    ['online', 'Online', true],
    ['idle', 'Idle', true],
    ['offline', 'Offline', false],
    // SPEC's red static dot, under its own word.
    ['disconnected', 'Disconnected', false],
  ] as const)('%s: named %s, pulsing %s, still for reduced motion', async (state, word, pulsing) => {
    renderDot(state);
    const dot = await screen.findByRole('img', { name: word });
    const css = cssOf(dot);
    if (pulsing) expect(css).toMatch(/animation:[^;]*\d+s infinite/);
    else expect(css).not.toMatch(/infinite/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)\{[^{]*\{[^}]*(?<!-)animation:none/);
    await userEvent.setup().hover(dot);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(word);
  });

  it('shows nothing without a state (the local node, or no status yet)', async () => {
    const { container } = renderDot(null);
    await screen.findByText((_, element) => element === container);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('node type badge', () => {
  // Keyboard focus opening it needs :focus-visible, which jsdom lacks: tests/e2e/nodes.e2e.ts covers it in Chromium.
  it('is described by its text: as its title while closed, by its tooltip when pointed at; Escape closes it', async () => {
    const user = userEvent.setup();
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <NodeTypeBadge node={{ isGateway: true, gatewayNetworks: [{ interface: 'eth0', subnet: '192.168.1.0/24' }] }} />
      </AdminContext>,
    );
    const text = 'This node is a gateway, forwarding traffic to: eth0: 192.168.1.0/24 and handling external connections.';
    const badge = (await screen.findByText('Gateway')).closest('[tabindex="0"]') as HTMLElement;
    expect(badge).toHaveAccessibleDescription(text);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(badge);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(text);
    expect(badge).toHaveAttribute('aria-describedby', tooltip.id);
    await user.keyboard('{Escape}');
    await waitForElementToBeRemoved(() => screen.queryByRole('tooltip'));
    expect(badge).toHaveAccessibleDescription(text);
  });
});

describe('token rules', () => {
  it('status: Revoked before Expired before Active', () => {
    const past = subDays(new Date(), 1).toISOString();
    const future = subDays(new Date(), -1).toISOString();
    expect(tokenStatus({ revoked: true, expireAt: past })).toBe('revoked');
    expect(tokenStatus({ revoked: false, expireAt: past })).toBe('expired');
    expect(tokenStatus({ revoked: false, expireAt: future })).toBe('active');
    expect(tokenStatus({ revoked: false, expireAt: null })).toBe('active');
  });

  it('the token form takes today or later, never a past day', () => {
    const today = new Date();
    today.setHours(0, 0, 0, 0);
    expect(tokenFormSchema.safeParse({ name: 'a', expireAt: today.toISOString() }).success).toBe(true);
    expect(tokenFormSchema.safeParse({ name: 'a', expireAt: null }).success).toBe(true);
    const past = tokenFormSchema.safeParse({ name: 'a', expireAt: subDays(today, 1).toISOString() });
    expect(past.success).toBe(false);
    expect(past.error!.issues[0]).toMatchObject({ path: ['expireAt'], message: 'app.validation.date_not_past' });
    expect(tokenFormSchema.safeParse({ name: '', expireAt: null }).success).toBe(false);
  });
});
