/** Says so when the gateway refused the search parameter and the list is unfiltered (DESIGN §4). */
import { Alert } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

export const SearchUnsupportedNotice = () => {
  const { meta } = useListContext();
  const translate = useTranslate();
  if (!(meta as { searchUnsupported?: boolean } | undefined)?.searchUnsupported) return null;
  return (
    <Alert severity="info" sx={{ m: 1 }}>
      {translate('app.errors.search_unsupported')}
    </Alert>
  );
};
