import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connections, renderedLines, renderLogs, useLogsTestServer } from './logsTestKit';

useLogsTestServer();

describe('service logs screen', () => {
  it('shows the breadcrumb Nodes > HTTP Services (the node) > Real Time Logs', async () => {
    renderLogs('/nodes/3/http/7/logs');
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Nodes' })).toHaveAttribute('href', '/nodes');
    expect(within(trail).getByRole('link', { name: 'HTTP Services' })).toHaveAttribute('href', '/nodes/3');
    expect(within(trail).getByText('Real Time Logs')).toHaveAttribute('aria-current', 'page');
  });

  it('opens the stream with type, id and token, and names the service once it is known', async () => {
    const { container } = renderLogs('/nodes/3/http/7/logs');
    await waitFor(() => expect(connections).toHaveLength(1));
    expect(Object.fromEntries(connections[0].url.searchParams)).toEqual({ type: 'http', id: '7', token: 'test' });
    expect(await screen.findByRole('heading', { name: 'HTTP service grafana' })).toBeInTheDocument();

    connections[0].send(['10.0.0.2 - - "GET /d/home HTTP/1.1" 200']);
    await waitFor(() => expect(renderedLines(container)).toEqual(['10.0.0.2 - - "GET /d/home HTTP/1.1" 200']));
  });

  it('upper-cases a TCP service type in the breadcrumb', async () => {
    renderLogs('/nodes/4/tcp/9/logs');
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'TCP Services' })).toHaveAttribute('href', '/nodes/4');
    await waitFor(() => expect(connections).toHaveLength(1));
    expect(Object.fromEntries(connections[0].url.searchParams)).toEqual({ type: 'tcp', id: '9', token: 'test' });
  });

  it('still streams, under a generic heading, when the service cannot be read', async () => {
    renderLogs('/nodes/3/http/404/logs');
    await waitFor(() => expect(connections).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'HTTP service #404' })).toBeInTheDocument();
  });

  it('refuses a service type other than http or tcp, without opening a stream', async () => {
    renderLogs('/nodes/3/udp/7/logs');
    expect(
      await screen.findByText('Logs exist for HTTP and TCP services only; "udp" is not one of them.'),
    ).toBeInTheDocument();
    expect(connections).toHaveLength(0);
  });
});
