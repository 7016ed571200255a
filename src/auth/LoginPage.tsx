/** Sign-in (SPEC §2 Login screen, §4 login request): required fields, pending state, closable banner. */
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Form, PasswordInput, TextInput, useLogin, useTranslate } from 'react-admin';
import { loginSchema } from '../api/schemas';
import { links } from '../config';
import { getToken } from '../providers/tokenCookie';

export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Guest-only guard, decided once on arrival: after a successful sign-in the token exists too, and
  // useLogin (not this guard) must send the user to the remembered path.
  const [signedInOnArrival] = useState(() => getToken() !== null);

  if (signedInOnArrival) return <Navigate to="/" replace />;

  const submit = async (values: Record<string, unknown>) => {
    setPending(true);
    setError(null);
    try {
      await login({ username: values.username, password: values.password });
    } catch (failure) {
      setError((failure as Error)?.message || 'app.auth.invalid_credentials');
      setPending(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
            <img src="/logo.svg" alt="" width={40} height={40} />
            <Typography variant="h5" component="h1">
              {translate('app.name')}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.auth.title')}
          </Typography>
          {error && (
            <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 2 }} slotProps={{ closeButton: { title: translate('app.auth.close_error') } }}>
              {translate(error, { _: translate('app.auth.invalid_credentials') })}
            </Alert>
          )}
          <Form onSubmit={submit} resolver={zodResolver(loginSchema)} mode="onTouched" reValidateMode="onChange" noValidate>
            <TextInput source="username" label="app.auth.username" autoComplete="username" fullWidth autoFocus />
            <PasswordInput source="password" label="app.auth.password" autoComplete="current-password" fullWidth />
            <Button
              type="submit"
              variant="contained"
              fullWidth
              disabled={pending}
              startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
              sx={{ mt: 1 }}
            >
              {translate('app.auth.sign_in')}
            </Button>
          </Form>
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 2 }}>
            {translate('app.auth.terms_prefix')}
            <Link href={links.terms} target="_blank" rel="noopener noreferrer">
              {translate('app.auth.terms_link')}
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
};
