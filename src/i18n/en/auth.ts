export const auth = {
  app: {
    auth: {
      username: 'Username',
      password: 'Password',
      sign_in: 'Sign in',
      sign_out: 'Sign out',
      signing_out: 'Signing out…',
      title: 'Sign in to your gateway',
      invalid_credentials: 'Invalid Credentials',
      too_many_attempts: 'Too many attempts, try again later',
      retry_in: 'Try again in %{time}',
      one_attempt_left: 'One attempt left before sign-in is locked for a while',
      no_attempt_left: 'No attempts left: sign-in is now locked for a while',
      terms_prefix: 'By logging in, you agree to the ',
      terms_link: 'Terms of Service',
      close_error: 'Close',
      show_password: 'Show password',
      hide_password: 'Hide password',
      language: 'Language',
    },
  },
};
