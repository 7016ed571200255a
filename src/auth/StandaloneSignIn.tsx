/**
 * The sign-in page as the first screen of a visit, before react-admin is loaded: on success the
 * remembered path becomes the URL and the console starts there. It speaks the language chosen before
 * (react-admin's stored 'locale') and offers to change it.
 */
import { authProvider } from '../providers/authProvider';
import { SignInForm } from './SignInForm';
import { useSignInTexts } from './signInMessages';

export const StandaloneSignIn = ({ onSignedIn }: { onSignedIn: () => void }) => {
  const { texts, language } = useSignInTexts();
  // Only while another language than English loads: a blank moment rather than a flash of English.
  if (!texts) return null;
  return (
    <SignInForm
      translate={texts.translate}
      language={language}
      onSubmit={async (credentials) => {
        const { redirectTo } = (await authProvider.login(credentials)) as { redirectTo: string };
        window.history.replaceState(null, '', redirectTo);
        onSignedIn();
      }}
    />
  );
};
