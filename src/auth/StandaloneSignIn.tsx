/**
 * The sign-in page as the first screen of a visit, before react-admin is loaded: on success the
 * remembered path becomes the URL and the console starts there.
 */
import { useMemo } from 'react';
import { authProvider } from '../providers/authProvider';
import { SignInForm } from './SignInForm';
import { createSignInTranslate } from './signInMessages';

export const StandaloneSignIn = ({ onSignedIn }: { onSignedIn: () => void }) => {
  const translate = useMemo(createSignInTranslate, []);
  return (
    <SignInForm
      translate={translate}
      onSubmit={async (credentials) => {
        const { redirectTo } = (await authProvider.login(credentials)) as { redirectTo: string };
        window.history.replaceState(null, '', redirectTo);
        onSignedIn();
      }}
    />
  );
};
