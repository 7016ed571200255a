/**
 * In place of a list or a card whose records could not be loaded: what went wrong and a way to try
 * again (never an empty state that would claim there is nothing).
 */
import { Alert, Button } from '@mui/material';
import { useId } from 'react';
import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';
import { useErrorText } from './useNotifyError';

export const LoadError = () => {
  const translate = useTranslate();
  const errorText = useErrorText();
  const { error, refetch } = useListContext();
  const reason = error ? errorText(error) : '';
  return (
    <Alert
      severity="error"
      sx={{ m: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => refetch()}>
          {translate('app.action.retry')}
        </Button>
      }
    >
      {translate('app.errors.load_failed')} {reason || null}
    </Alert>
  );
};

/**
 * react-admin's pagination, hidden while the list shows LoadError (it would count records it does not
 * have). Its rows-per-page choice is the browser's own select: MUI's menu select stores its display
 * node through a ref callback, a state update during React's commit, which makes React run every
 * pending effect of the list and render it again before the browser may paint it.
 */
export const ListPagination = (props: PaginationProps) => {
  const labelId = useId();
  if (useListContext().error) return null;
  return <Pagination slotProps={{ select: { native: true, labelId, inputProps: { 'aria-labelledby': labelId } } }} {...props} />;
};
