/** The sign-in page inside react-admin (reached after a sign-out or an expired session). */
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useLocaleState, useLocales, useLogin, useTranslate } from 'react-admin';
import { getToken } from '../providers/tokenCookie';
import { SignInForm } from './SignInForm';

export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const [locale, setLocale] = useLocaleState();
  const locales = useLocales();
  // Guest-only guard, decided once on arrival: after a successful sign-in the token exists too, and
  // useLogin (not this guard) must send the user to the remembered path.
  const [signedInOnArrival] = useState(() => getToken() !== null);
  if (signedInOnArrival) return <Navigate to="/" replace />;
  return (
    <SignInForm
      translate={translate}
      language={{ locale, locales, onChange: setLocale }}
      onSubmit={(credentials) => login(credentials)}
    />
  );
};
