/** A list empty only because of its search or filters says which and offers to clear them, never "No nodes yet". */
import { Box, Button, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';

export interface EmptyStateProps {
  title: string;
  description: string;
  actionLabel?: string;
  onAction?: () => void;
  icon?: ReactNode;
  titleOptions?: Record<string, unknown>;
}

export const EmptyState = ({ title, description, actionLabel, onAction, icon, titleOptions }: EmptyStateProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 4, px: 2 }}>
      {icon && <Box sx={{ color: 'text.disabled', mb: 1, '& svg': { fontSize: 48 } }}>{icon}</Box>}
      <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {translate(title, { _: title, ...titleOptions })}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 480, mx: 'auto' }}>
          {translate(description, { _: description })}
        </Typography>
      )}
      {actionLabel && onAction && (
        <Button variant="contained" onClick={onAction} sx={{ mt: 2 }}>
          {translate(actionLabel, { _: actionLabel })}
        </Button>
      )}
    </Box>
  );
};

/**
 * One search or filter in force: a search (the text typed, quoted), or a filter as a phrase (i18n key
 * with `%{value}`, e.g. 'type %{value}') and its value (an i18n key, e.g. 'app.nodes.filter.gateways').
 */
export type AppliedFilter = { search: string } | { phrase: string; value: string };

export interface NoMatchStateProps {
  /** i18n key with a `%{filters}` placeholder, e.g. 'No nodes match %{filters}'. */
  title: string;
  filters: AppliedFilter[];
  onClear: () => void;
}

export const NoMatchState = ({ title, filters, onClear }: NoMatchStateProps) => {
  const translate = useTranslate();
  const named = filters
    .map((filter) => ('search' in filter ? translate('app.list.search_named', { value: filter.search }) : translate(filter.phrase, { value: translate(filter.value, { _: filter.value }) })))
    .join(', ');
  return <EmptyState title={title} titleOptions={{ filters: named }} description="" actionLabel="app.list.clear_filters" onAction={onClear} />;
};

/** A list's filter values as AppliedFilters; a list with more than a search (`q`) gives its own. */
export type FilterDescriber = (filterValues: Record<string, unknown>) => AppliedFilter[];

export const searchOnly: FilterDescriber = ({ q }) => (typeof q === 'string' && q.trim() !== '' ? [{ search: q }] : []);

export interface ListEmptyStateProps {
  empty: ReactElement;
  noMatchTitle: string;
  describeFilters?: FilterDescriber;
}

/** Clearing sets the filters at once: a click needs no debounce. */
export const ListEmptyState = ({ empty, noMatchTitle, describeFilters = searchOnly }: ListEmptyStateProps) => {
  const { filterValues, setFilters } = useListContext();
  const applied = describeFilters(filterValues ?? {});
  if (applied.length === 0) return empty;
  return <NoMatchState title={noMatchTitle} filters={applied} onClear={() => setFilters({}, [], false)} />;
};
