/** If react-admin's logout fails, a full load of /login still ends the session (SPEC §4). */
import { useState } from 'react';
import { useLogout } from 'react-admin';
import { rememberPath } from '../providers/redirectMemory';
import { resetHistory } from '../providers/historyReset';
import { clearToken, getToken } from '../providers/tokenCookie';
import { loadPage } from './loadPage';

export const useSignOut = () => {
  const logout = useLogout();
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setPending(true);
    try {
      await logout();
    } catch {
      // Same contract as authProvider.logout: remember where the user was, drop the token, go to /login.
      if (getToken()) rememberPath(`${window.location.pathname}${window.location.search}`);
      clearToken();
      await resetHistory();
      loadPage('/login');
    }
  };

  return { signOut, pending };
};
