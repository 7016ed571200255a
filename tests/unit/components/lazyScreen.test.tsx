/**
 * lazyScreen beside React.lazy, the component it stands in for (docs/benchmarks.md, "Forks, and why"):
 * a screen whose code has arrived renders in its first commit, where React.lazy shows its fallback
 * first even then.
 */
import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from '../../../src/components/lazyScreen';
import { loadOnce } from '../../../src/components/loadOnce';

const Rows = () => <p>first rows</p>;

describe('lazyScreen, beside React.lazy', () => {
  it('renders a screen whose code has arrived at once; React.lazy suspends once more', async () => {
    const loader = loadOnce(async () => ({ default: Rows }));
    await loader();

    const Screen = lazyScreen(loader);
    const ours = render(
      <MemoryRouter>
        <Screen />
      </MemoryRouter>,
    );
    expect(screen.getByText('first rows')).toBeInTheDocument();
    ours.unmount();

    const Library = lazy(() => loader());
    render(
      <MemoryRouter>
        <Suspense fallback={<p>loading</p>}>
          <Library />
        </Suspense>
      </MemoryRouter>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByText('first rows')).not.toBeInTheDocument();
    expect(await screen.findByText('first rows')).toBeInTheDocument();
  });
});
