import { DialogContentText, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { ConfirmDialog } from '../ConfirmDialog';
import type { BulkAction } from './BulkAction';

/** Names listed in full; beyond, "and N more". */
const NAMED = 10;

export interface BulkConfirmDialogProps<R extends RaRecord> {
  action: BulkAction<R>;
  names: string[];
  skipped: number;
  running: boolean;
  done: number;
  onAccept: () => void;
  onCancel: () => void;
}

export const BulkConfirmDialog = <R extends RaRecord>({ action, names, skipped, running, done, onAccept, onCancel }: BulkConfirmDialogProps<R>) => {
  const translate = useTranslate();
  const count = names.length;
  return (
    <ConfirmDialog
      open
      variant={action.variant}
      icon={action.icon}
      title={action.texts.title}
      description={action.texts.description}
      acceptLabel={action.texts.accept}
      translateOptions={{ smart_count: count }}
      loading={running}
      onAccept={onAccept}
      onCancel={onCancel}
    >
      <List dense disablePadding aria-label={translate('app.bulk.targets')} sx={{ maxHeight: 240, overflowY: 'auto' }}>
        {names.slice(0, NAMED).map((name, index) => (
          <ListItem key={`${index}-${name}`} disableGutters sx={{ py: 0 }}>
            <ListItemText primary={name} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
          </ListItem>
        ))}
        {count > NAMED && (
          <ListItem disableGutters sx={{ py: 0 }}>
            <ListItemText secondary={translate('app.bulk.more', { smart_count: count - NAMED })} />
          </ListItem>
        )}
      </List>
      {skipped > 0 && <DialogContentText sx={{ mt: 1 }}>{translate(action.texts.skipped, { smart_count: skipped })}</DialogContentText>}
      {running && (
        <Typography role="status" variant="body2" sx={{ mt: 1 }}>
          {translate('app.bulk.progress', { done, total: count })}
        </Typography>
      )}
    </ConfirmDialog>
  );
};
