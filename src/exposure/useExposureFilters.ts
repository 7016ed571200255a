/**
 * In the page's URL, so that the home page can link to a filtered inventory and a filtered view can be
 * shared or bookmarked.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isRiskFlag, type RiskFlag } from '../services';

export type FlagFilter = 'all' | 'any' | RiskFlag;
export type StateFilter = 'all' | 'enabled' | 'disabled';
export type FilterName = 'flag' | 'state' | 'q';

export const STATE_FILTERS: readonly StateFilter[] = ['all', 'enabled', 'disabled'];
const FILTER_NAMES: readonly FilterName[] = ['flag', 'state', 'q'];

const flagOf = (value: string | null): FlagFilter => (value === 'any' || isRiskFlag(value) ? value : 'all');
const stateOf = (value: string | null): StateFilter => (value === 'enabled' || value === 'disabled' ? value : 'all');

export const useExposureFilters = () => {
  const [params, setParams] = useSearchParams();
  const flag = flagOf(params.get('flag'));
  const state = stateOf(params.get('state'));
  const q = params.get('q') ?? '';

  const set = useCallback(
    (name: FilterName, value: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (!value || value === 'all') next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const clear = useCallback(
    () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const name of FILTER_NAMES) next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const filter = useMemo(
    () => ({
      ...(flag === 'any' ? { flagged: true } : flag !== 'all' ? { flags: flag } : {}),
      // "Disabled" is every service that publishes nothing, its lifetime over included.
      ...(state === 'enabled' ? { availability: 'enabled' } : state === 'disabled' ? { availability: ['disabled', 'expired'] } : {}),
    }),
    [flag, state],
  );

  return { flag, state, q, set, clear, filter };
};
