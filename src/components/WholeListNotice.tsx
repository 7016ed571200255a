/**
 * Only a list cut at WHOLE_LIST_CAP needs a word: otherwise a search the console did itself is as
 * complete as the gateway's.
 */
import { Alert } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { ListMeta } from '../providers/dataProvider';
import { useFormat } from './useFormat';

export const WholeListNotice = () => {
  const { meta } = useListContext();
  const translate = useTranslate();
  const format = useFormat();
  const whole = (meta as ListMeta | undefined)?.wholeList;
  if (!whole || whole.fetched >= whole.total) return null;
  return (
    <Alert severity="info" sx={{ m: 1 }}>
      {translate('app.errors.whole_list_capped', { fetched: format.count(whole.fetched), total: format.count(whole.total) })}
    </Alert>
  );
};
