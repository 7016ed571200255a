/** Sign-out with a spinner; if react-admin's logout fails, a full load of /login still ends the session. */
import LogoutIcon from '@mui/icons-material/Logout';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { rememberPath } from '../providers/redirectMemory';
import { clearToken, getToken } from '../providers/tokenCookie';
import { loadPage } from './loadPage';

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
      // Same contract as authProvider.logout: remember where the user was, drop the token, go to /login.
      if (getToken()) rememberPath(`${window.location.pathname}${window.location.search}`);
      clearToken();
      loadPage('/login');
    }
  };

  return (
    <Tooltip title={label}>
      <span>
        <IconButton color="inherit" onClick={signOut} disabled={pending} aria-label={label} aria-busy={pending}>
          {pending ? <CircularProgress size={20} color="inherit" aria-hidden /> : <LogoutIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
};
