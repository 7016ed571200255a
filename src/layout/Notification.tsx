/** The close button takes react-admin's undo slot: every mutation is pessimistic, so no toast is undoable. */
import CloseIcon from '@mui/icons-material/Close';
import { IconButton, type SxProps, type Theme } from '@mui/material';
import { Notification as RaNotification, useCloseNotification, useTranslate, type NotificationProps } from 'react-admin';
import { constants } from '../config';

export const TOAST_ANCHOR = { vertical: 'top', horizontal: 'right' } as const;

/** MUI's own offset would hide the top bar's buttons; the top bar is `spacing(6)` high at every width (AppBar.tsx). */
const BELOW_TOP_BAR: SxProps<Theme> = (theme) => {
  const top = `calc(${theme.spacing(6)} + ${theme.spacing(1)})`;
  return { top, [theme.breakpoints.up('sm')]: { top } };
};

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
    sx={BELOW_TOP_BAR}
    {...props}
  />
);
