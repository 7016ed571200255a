/** The rows are joined in the browser, so react-admin's useList sorts, filters and pages them. */
import { Alert, Box, Button, CircularProgress, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useCallback } from 'react';
import { ListContextProvider, ResourceContextProvider, Title, useList, useTranslate } from 'react-admin';
import { ListPagination, NoMatchState, useErrorText, type AppliedFilter } from '../components';
import { useFleetFreshness } from '../components';
import { ExposureHealthContext } from './ExposureHealth';
import { ExposureStackedRows } from './ExposureStackedRows';
import { ExposureTable } from './ExposureTable';
import { ExposureToolbar } from './ExposureToolbar';
import { matchesText, type ExposureRow } from './exposureRow';
import { RiskFlagLegend } from './RiskFlagLegend';
import { useExposure, type Exposure } from './useExposure';
import { useExposureExporter } from './useExposureExporter';
import { useExposureFilters, type FlagFilter, type StateFilter } from './useExposureFilters';

/** react-admin's name for the inventory's list (its table's stored settings); no data provider resource. */
const RESOURCE = 'exposure';

/** Flagged endpoints first, in the gateway's order otherwise. */
const FLAGGED_FIRST = { field: 'flagCount', order: 'DESC' } as const;

/** A large fleet's node states are read at intervals: how often, and when they last were. */
const SampledNote = () => {
  const translate = useTranslate();
  const { pace, time, interval } = useFleetFreshness();
  if (pace !== 'sampled') return null;
  return <Alert severity="info">{translate('app.exposure.sampled', { time, interval })}</Alert>;
};

const Notes = ({ exposure }: { exposure: Exposure }) => {
  const translate = useTranslate();
  const errorText = useErrorText();
  return (
    <>
      {exposure.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={exposure.refetch}>
              {translate('app.action.retry')}
            </Button>
          }
        >
          {translate('app.errors.load_failed')} {errorText(exposure.error) || null}
        </Alert>
      ) : null}
      {exposure.truncated.map((cut) => (
        <Alert key={cut.resource} severity="warning">
          {translate(`app.exposure.truncated.${cut.resource}`, { fetched: cut.fetched, total: cut.total })}
        </Alert>
      ))}
      <SampledNote />
    </>
  );
};

const appliedFilters = (q: string, flag: FlagFilter, state: StateFilter): AppliedFilter[] => [
  ...(q.trim() ? [{ search: q }] : []),
  ...(flag === 'any'
    ? [{ phrase: 'app.exposure.no_match_filter.flag_any', value: 'app.exposure.filter.flag_any' }]
    : flag !== 'all'
      ? [{ phrase: 'app.exposure.no_match_filter.flag', value: `app.exposure.flag.${flag}` }]
      : []),
  ...(state !== 'all' ? [{ phrase: 'app.exposure.no_match_filter.state', value: `app.exposure.filter.state_${state}` }] : []),
];

const ExposurePage = () => {
  const translate = useTranslate();
  // Six columns need a wide desktop beside the sidebar: below that, stacked rows.
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('lg'), { noSsr: true });
  const exposure = useExposure();
  const filters = useExposureFilters();
  const { q } = filters;
  const filterCallback = useCallback((row: ExposureRow) => matchesText(row, q), [q]);
  const exporter = useExposureExporter(exposure.health);
  const applied = appliedFilters(q, filters.flag, filters.state);
  // Before the fleet's first frame, a flag or a node's name may still match rows that do not show yet.
  const waitsForNodes = !exposure.nodesKnown && (filters.flag !== 'all' || q.trim() !== '');
  const list = useList<ExposureRow>({
    data: exposure.rows ?? undefined,
    isPending: exposure.rows === null || waitsForNodes,
    filter: filters.filter,
    filterCallback,
    sort: FLAGGED_FIRST,
    perPage: 25,
    exporter,
    resource: RESOURCE,
  });
  const empty =
    applied.length > 0 ? (
      <NoMatchState title="app.exposure.no_match" filters={applied} onClear={filters.clear} />
    ) : (
      <Alert severity="info" sx={{ my: 1 }}>
        {translate('app.exposure.empty.none')}
      </Alert>
    );

  return (
    <Box sx={{ mt: 2, mb: 4, minWidth: 0 }}>
      <Title title="app.menu.exposure" />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {translate('app.exposure.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1, maxWidth: '75ch' }}>
        {translate('app.exposure.description')} {translate('app.health.only_open')}
      </Typography>
      <Stack spacing={1}>
        <Notes exposure={exposure} />
      </Stack>
      <ResourceContextProvider value={RESOURCE}>
        <ListContextProvider value={list}>
        <ExposureHealthContext.Provider value={exposure.health}>
        <ExposureToolbar flag={filters.flag} state={filters.state} q={q} onChange={filters.set} />
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {list.isPending ? (exposure.error ? null : translate('app.exposure.loading')) : translate('app.exposure.summary', { smart_count: list.total ?? 0 })}
        </Typography>
        {list.isPending ? (
          !exposure.error && (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress aria-label={translate('app.exposure.loading')} />
            </Box>
          )
        ) : narrow ? (
          <ExposureStackedRows empty={empty} />
        ) : (
          <ExposureTable empty={empty} />
        )}
        {!list.isPending && (list.total ?? 0) > 0 && <ListPagination rowsPerPageOptions={[25, 50, 100]} />}
        </ExposureHealthContext.Provider>
        </ListContextProvider>
      </ResourceContextProvider>
      <RiskFlagLegend />
    </Box>
  );
};

export default ExposurePage;
