/** Sign-out with a spinner; if react-admin's logout fails, a full load of /login still ends the session. */
import LogoutIcon from '@mui/icons-material/Logout';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { clearToken } from '../providers/tokenCookie';

export const SignOutButton = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const [pending, setPending] = useState(false);
  const label = translate(pending ? 'app.auth.signing_out' : 'app.auth.sign_out');

  const signOut = async () => {
    setPending(true);
    try {
      await logout();
    } catch {
      clearToken();
      window.location.assign('/login');
    }
  };

  return (
    <Tooltip title={label}>
      <span>
        <IconButton color="inherit" onClick={signOut} disabled={pending} aria-label={label} aria-busy={pending}>
          {pending ? <CircularProgress size={20} color="inherit" /> : <LogoutIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
};
