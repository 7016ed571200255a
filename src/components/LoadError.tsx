/** Never an empty state that would claim there is nothing. */
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
 * Hidden with LoadError, as it would count records it does not have. A native select: MUI's menu select
 * sets state during React's commit, which re-renders the list before the browser may paint.
 */
export const ListPagination = (props: PaginationProps) => {
  const labelId = useId();
  if (useListContext().error) return null;
  return <Pagination slotProps={{ select: { native: true, labelId, inputProps: { 'aria-labelledby': labelId } } }} {...props} />;
};
