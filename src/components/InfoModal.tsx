import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type Breakpoint } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface InfoModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  closeLabel?: string;
  maxWidth?: Breakpoint;
  children: ReactNode;
}

export const InfoModal = ({ open, title, onClose, closeLabel = 'app.action.got_it', maxWidth = 'sm', children }: InfoModalProps) => {
  const translate = useTranslate();
  const titleId = `${useId()}-title`;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(title, { _: title })}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {translate(closeLabel, { _: closeLabel })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
