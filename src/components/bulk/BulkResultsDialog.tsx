import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { InfoModal } from '../InfoModal';
import { useErrorText } from '../useNotifyError';
import type { BulkAction } from './BulkAction';
import type { BulkResult } from './bulkRun';

export interface BulkResultsDialogProps<R extends RaRecord> {
  action: BulkAction<R>;
  result: BulkResult<R>;
  nameOf: (record: R) => string;
  onClose: () => void;
}

export const BulkResultsDialog = <R extends RaRecord>({ action, result, nameOf, onClose }: BulkResultsDialogProps<R>) => {
  const translate = useTranslate();
  const errorText = useErrorText();
  const failed = result.outcomes.filter((outcome) => !outcome.ok);
  const succeeded = result.outcomes.length - failed.length;
  return (
    <InfoModal open title={translate(action.texts.partial, { smart_count: failed.length })} closeLabel="app.action.close" onClose={onClose}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('app.bulk.succeeded', { smart_count: succeeded })}
      </Typography>
      <List dense disablePadding aria-label={translate('app.bulk.failures')}>
        {failed.map((outcome) => (
          <ListItem key={String(outcome.record.id)} disableGutters>
            <ListItemText
              primary={nameOf(outcome.record)}
              // The gateway's own words, as text.
              secondary={outcome.ok ? null : errorText(outcome.error) || translate('app.errors.unknown')}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { color: 'error' } }}
            />
          </ListItem>
        ))}
      </List>
    </InfoModal>
  );
};
