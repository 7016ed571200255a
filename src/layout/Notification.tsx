/** Toasts (SPEC §2 Shell, §4, §9): top right, hidden after 6000 ms unless a toast sets its own duration. */
import { Notification as RaNotification, type NotificationProps } from 'react-admin';
import { constants } from '../config';

export const TOAST_ANCHOR = { vertical: 'top', horizontal: 'right' } as const;

export const Notification = (props: NotificationProps) => (
  <RaNotification autoHideDuration={constants.toastDuration} anchorOrigin={TOAST_ANCHOR} {...props} />
);
