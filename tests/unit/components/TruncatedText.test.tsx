/**
 * TruncatedText (issue 35): the whole text stays in the page (and so in a link's accessible name); the
 * tooltip shows it only while the text is cut (jsdom lays nothing out: widths are set by hand here);
 * a cut text keeps a title of its own out of the way while its tooltip shows; addresses are split
 * between their parts only. Chromium's tests/e2e/longNames.e2e.ts checks the layout itself.
 */
import { Link } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { addressParts } from '../../../src/components/addressParts';
import { TruncatedText } from '../../../src/components/TruncatedText';
import { lightTheme } from '../../../src/layout/themes';

const theme = createTheme(lightTheme);
const renderThemed = (element: ReactElement) => render(<ThemeProvider theme={theme}>{element}</ThemeProvider>);

/** Lays the element out as cut (its text wider than its box) or whole. */
const layOut = (element: HTMLElement, cut: boolean) => {
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: 100 });
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: cut ? 400 : 100 });
};

const NAME = `node-${'x'.repeat(245)}`;

describe('TruncatedText', () => {
  it('keeps the whole text as a link’s accessible name, and shows it on hover only while it is cut', async () => {
    const user = userEvent.setup();
    renderThemed(
      <TruncatedText text={NAME}>
        {(name) => <Link href="/nodes/7">{name}</Link>}
      </TruncatedText>,
    );
    const link = screen.getByRole('link', { name: NAME });
    expect(link).not.toHaveAttribute('aria-label');

    layOut(link, false);
    await user.hover(link);
    // The theme's enterDelay has passed: a whole text gets no tooltip.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.unhover(link);

    layOut(link, true);
    await user.hover(link);
    expect((await screen.findByRole('tooltip')).textContent).toBe(NAME);
    // The tooltip repeats the text: it neither names nor describes the link.
    expect(link).not.toHaveAttribute('aria-describedby');
    await user.unhover(link);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('sees a text cut inside the shown element (a label beside an icon), and sets its title aside while the tooltip shows', async () => {
    const user = userEvent.setup();
    renderThemed(
      <TruncatedText text={NAME}>
        {(name) => (
          <Link href="https://example.com" title="Open in a new tab">
            <span data-testid="label">{name}</span>
          </Link>
        )}
      </TruncatedText>,
    );
    const link = screen.getByRole('link', { name: NAME });
    layOut(link, false);
    layOut(screen.getByTestId('label'), true);
    await user.hover(link);
    expect((await screen.findByRole('tooltip')).textContent).toBe(NAME);
    expect(link).not.toHaveAttribute('title');
    await user.unhover(link);
    await waitFor(() => expect(link).toHaveAttribute('title', 'Open in a new tab'));
  });

  it('shows a plain text whole, without a name of its own', () => {
    renderThemed(<TruncatedText text={NAME} />);
    const text = screen.getByText(NAME);
    expect(text).not.toHaveAttribute('aria-label');
    expect(text).not.toHaveAttribute('title');
  });

  it('shows an address as its parts, each whole, with a line-break opportunity between them', () => {
    const { container } = renderThemed(<TruncatedText text="tcp://203.0.113.10:32761" address />);
    expect([...container.querySelectorAll('.TruncatedText-part')].map((part) => part.textContent)).toEqual(['tcp://', '203.0.113.10', ':32761']);
    expect(container.querySelectorAll('wbr')).toHaveLength(2);
    expect(screen.getByText(/^tcp:\/\//).closest('span:not(.TruncatedText-part)')!.textContent).toBe('tcp://203.0.113.10:32761');
  });
});

describe('addressParts', () => {
  it.each([
    ['http://localhost:8080', ['http://', 'localhost', ':8080']],
    ['tcp://203.0.113.10:32761', ['tcp://', '203.0.113.10', ':32761']],
    ['https://grafana.example.com/m/', ['https://', 'grafana.example.com', '/m/']],
    ['https://grafana.example.com/', ['https://', 'grafana.example.com/']],
    ['https://203.0.113.5/api/v1?x=1#top', ['https://', '203.0.113.5', '/api', '/v1', '?x=1#top']],
    ['http://[fe80::1]:8080/', ['http://', '[fe80::1]', ':8080/']],
    ['db.internal.example.com:5432', ['db.internal.example.com', ':5432']],
    ['fe80::1', ['fe80::1']],
    ['homelab', ['homelab']],
  ])('%s → %j', (address, parts) => {
    expect(addressParts(address)).toEqual(parts);
    expect(parts.join('')).toBe(address);
  });
});
