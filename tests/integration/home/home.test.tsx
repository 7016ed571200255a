import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { links } from '../../../src/config';
import { controlStreams, renderScreen, useSignedInDemo } from '../nodes/renderScreen';

const demo = useSignedInDemo();

const card = (name: string) => screen.getByRole('region', { name });

describe('home page', () => {
  it('shows the welcome card and the Create Node, CLI and Gateway Deployments cards', async () => {
    renderScreen('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Ingress Console' })).toBeInTheDocument();
    for (const text of ['No open firewall ports required', 'Works with Docker, Kubernetes, Raspberry Pi and more', "Automatic SSL (Let's Encrypt or self-signed)"]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(within(card('Create Your First Node')).getByRole('button', { name: 'Create Node' })).toBeInTheDocument();
    expect(within(card('Install the CLI')).getByRole('link', { name: /View CLI Docs/ })).toHaveAttribute('href', links.cliDocs);
    const gateways = card('Gateway Deployments');
    expect(within(gateways).getByRole('link', { name: /Docker Gateway/ })).toHaveAttribute('href', links.dockerGateway);
    expect(within(gateways).getByRole('link', { name: /Kubernetes Gateway/ })).toHaveAttribute('href', links.kubernetesGateway);
    expect(within(gateways).getByRole('link', { name: /Home Assistant Add-On/ })).toHaveAttribute('href', links.homeAssistantAddon);
  });

  it('marks its headings with icons, and shows no emoji anywhere (their look depends on the system fonts)', async () => {
    renderScreen('/');
    const welcome = await screen.findByRole('heading', { level: 1, name: 'Welcome to Ingress Console' });
    const headings = [welcome, ...screen.getAllByRole('heading', { level: 2 })];
    // The live fleet's three sections (above the welcome card), then SPEC's cards.
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Welcome to Ingress Console',
      'Fleet overview',
      'Needs attention',
      'Fleet traffic',
      'Create Your First Node',
      'Install the CLI',
      'Gateway Deployments',
    ]);
    for (const heading of headings) {
      expect(heading.parentElement!.querySelector(':scope > svg[aria-hidden="true"]')).not.toBeNull();
    }
    expect(document.body.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('links the documentation, the repository and sponsorship in new tabs', async () => {
    renderScreen('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Ingress Console' });
    expect(screen.getByRole('link', { name: /^documentation/ })).toHaveAttribute('href', links.documentation);
    expect(screen.getByRole('link', { name: /^GitHub/ })).toHaveAttribute('href', links.repository);
    expect(screen.getByRole('link', { name: /Sponsor on GitHub/ })).toHaveAttribute('href', links.sponsor);
    expect(screen.getByRole('link', { name: /Star on GitHub/ })).toHaveAttribute('href', links.repository);
    expect(screen.getByText('If you find Wiredoor useful, consider supporting the project')).toBeInTheDocument();
    // The external ones (the fleet figures above link inside the console).
    const external = screen.getAllByRole('link').filter((link) => /^https?:/.test(link.getAttribute('href') ?? ''));
    expect(external).toHaveLength(8);
    for (const link of external) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });

  it('Create Node opens the node form and, once saved, goes to the nodes list with the one-time token', async () => {
    controlStreams(demo.server);
    const { user, location } = renderScreen('/');
    await user.click(await screen.findByRole('button', { name: 'Create Node' }));
    const dialog = await screen.findByRole('dialog', { name: 'Client / Node Configuration' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'first-node');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().pathname).toBe('/nodes'));
    const ready = await screen.findByRole('dialog', { name: 'Your Node is Ready' });
    expect((within(ready).getByRole('textbox', { name: 'Token' }) as HTMLInputElement).value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(demo.db.nodes.some((node) => node.name === 'first-node')).toBe(true);
    await user.click(within(ready).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Client / Nodes' })).toBeInTheDocument();
  });
});
