/** A read-only value with a copy button (SPEC §8 clipboard failure, §9 copy confirmation 2 s). */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyField } from '../../../src/components/CopyField';
import { renderInAdmin } from '../../integration/helpers/renderAdmin';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CopyField', () => {
  it('shows the value read-only and copies it, confirming for 2 seconds', async () => {
    const { user } = renderInAdmin(<CopyField label="Token" value="abc.def" copyValue="abc.def.full" />);
    const field = screen.getByRole('textbox', { name: 'Token' });
    expect(field).toHaveValue('abc.def');
    expect(field).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('abc.def.full');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument());
  });

  it('stays on Copy and logs the error when the clipboard refuses', async () => {
    const { user } = renderInAdmin(<CopyField label="app.action.search" value="x" />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('copy failed', expect.any(Error)));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument();
  });
});
