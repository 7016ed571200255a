/**
 * Toasts (SPEC §2 Shell, §4, §9): top right, hidden after 6000 ms unless a toast sets its own duration,
 * or closed by hand with the close button (a real button, reachable by keyboard, named in each locale).
 * The button takes react-admin's `action` slot, where its undo button would go: the console runs every
 * mutation pessimistically, so no toast is undoable.
 */
import CloseIcon from '@mui/icons-material/Close';
import { IconButton } from '@mui/material';
import { Notification as RaNotification, useCloseNotification, useTranslate, type NotificationProps } from 'react-admin';
import { constants } from '../config';

export const TOAST_ANCHOR = { vertical: 'top', horizontal: 'right' } as const;

/** Rendered inside react-admin's toast, whose close function it calls (the exit transition runs as usual). */
const CloseToastButton = () => {
  const close = useCloseNotification();
  const translate = useTranslate();
  return (
    <IconButton size="small" color="inherit" aria-label={translate('app.notification.close')} onClick={close}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
};

export const Notification = (props: NotificationProps) => (
  <RaNotification
    autoHideDuration={constants.toastDuration}
    anchorOrigin={TOAST_ANCHOR}
    action={<CloseToastButton />}
    {...props}
  />
);
