import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { connections, renderedLines, renderLogs, useLogsTestServer } from './logsTestKit';

useLogsTestServer();

describe('logs screen accessibility', () => {
  it('names every control and has no axe violations', async () => {
    const { container } = renderLogs('/domains/example.com/logs');
    await waitFor(() => expect(connections).toHaveLength(1));
    connections[0].send(['[ERROR] refused', '[INFO] back']);
    await waitFor(() => expect(renderedLines(container)).toHaveLength(2));

    const unnamed = screen
      .getAllByRole('button')
      .filter((button) => !(button.getAttribute('aria-label') || button.textContent?.trim()));
    expect(unnamed).toEqual([]);
    // jsdom has no layout, so colour contrast is checked by the palette's own test instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it('lets a keyboard user reach the list and copy a line', async () => {
    const { container } = renderLogs('/domains/example.com/logs');
    await waitFor(() => expect(connections).toHaveLength(1));
    connections[0].send(['only line']);
    await waitFor(() => expect(renderedLines(container)).toEqual(['only line']));
    const user = userEvent.setup();
    const list = screen.getByRole('log', { name: 'Log lines' });
    for (let step = 0; step < 40 && document.activeElement !== list; step += 1) await user.tab();
    expect(document.activeElement).toBe(list);
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('Copy line');
  });
});
