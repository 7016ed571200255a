/** Before react-admin is loaded: on success the remembered path becomes the URL and the console starts there. */
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
