/** The sign-in screen (SPEC §2 Login screen, §4 Signed out to signed in / Login request, §8 login failure). */
import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { StandaloneSignIn } from '../../../src/auth/StandaloneSignIn';
import { links } from '../../../src/config';
import {
  DEMO_CREDENTIALS,
  currentPath,
  passwordField,
  renderApp,
  submitSignIn,
  tokenCookie,
  useDemoServer,
} from '../helpers/renderAdmin';

const { server } = useDemoServer();

const REQUIRED = 'This field is required';

const usernameField = () => screen.getByRole('textbox', { name: 'Username' });

const openSignIn = async () => {
  const result = await renderApp('/login');
  await screen.findByRole('button', { name: 'Sign in' });
  return result;
};

describe('required fields', () => {
  const expectRequired = () => {
    for (const field of [usernameField(), passwordField()]) {
      expect(field).toBeRequired();
      expect(field).toHaveAttribute('aria-required', 'true');
    }
  };

  it('announces Username and Password as required before anything is typed', async () => {
    await openSignIn();
    expectRequired();
  });

  it('does so on the light page a visit starts on too, before react-admin loads', async () => {
    render(<StandaloneSignIn onSignedIn={() => undefined} />);
    await screen.findByRole('button', { name: 'Sign in' });
    expectRequired();
  });

  it('marks Username and Password as required when the empty form is submitted, and sends nothing', async () => {
    let requests = 0;
    const count = () => {
      requests += 1;
    };
    server.events.on('request:start', count);
    onTestFinished(() => server.events.removeListener('request:start', count));
    const { user } = await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(usernameField()).toHaveAccessibleDescription(REQUIRED));
    expect(usernameField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription(REQUIRED);
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(currentPath()).toBe('/login');
    expect(requests).toBe(0);
  });

  it('marks a field as soon as it is left empty, and clears the message once it is filled in', async () => {
    const { user } = await openSignIn();
    await user.click(usernameField());
    await user.tab();
    await waitFor(() => expect(usernameField()).toHaveAccessibleDescription(REQUIRED));
    expect(passwordField()).toHaveFocus();
    expect(passwordField()).not.toHaveAccessibleDescription(REQUIRED);

    await user.tab();
    await waitFor(() => expect(passwordField()).toHaveAccessibleDescription(REQUIRED));

    await user.type(usernameField(), 'a');
    await waitFor(() => expect(usernameField()).not.toHaveAccessibleDescription(REQUIRED));
    expect(usernameField()).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('the request', () => {
  it("disables 'Sign in' while the request runs", async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started!: () => void;
    const requestSeen = new Promise<void>((resolve) => {
      started = resolve;
    });
    server.use(
      http.post('*/api/auth/login', async () => {
        started();
        await answered;
        return HttpResponse.json({ status: 'error', message: 'Unknown error' }, { status: 401 });
      }),
    );
    const { user } = await openSignIn();
    await submitSignIn(user);
    await requestSeen;
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    release();
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("shows a closable 'Invalid Credentials' banner for wrong credentials, and stays signed out", async () => {
    const { user } = await openSignIn();
    await submitSignIn(user, { username: DEMO_CREDENTIALS.username, password: 'wrong-password' });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Invalid Credentials');
    expect(currentPath()).toBe('/login');
    expect(tokenCookie()).toBeNull();
    expect(passwordField()).toHaveValue('wrong-password');

    await user.click(within(banner).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("shows 'Too many attempts, try again later' when the gateway answers 429", async () => {
    server.use(http.post('*/api/auth/login', () => new HttpResponse('Rate Limit exceeded', { status: 429 })));
    const { user } = await openSignIn();
    await submitSignIn(user);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Too many attempts, try again later');
    expect(banner).not.toHaveTextContent('Invalid Credentials');
  });

  it('replaces the banner when the next attempt fails differently', async () => {
    const { user } = await openSignIn();
    await submitSignIn(user, { username: 'someone@example.com', password: 'nope' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Credentials');
    server.use(http.post('*/api/auth/login', () => new HttpResponse('Rate Limit exceeded', { status: 429 })));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts, try again later'));
  });
});

describe('after a successful sign-in', () => {
  it('lands on the remembered path and resets the memory to /', async () => {
    const { user } = await renderApp('/nodes/12');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(localStorage.getItem('redirect')).toBe('/nodes/12');

    await submitSignIn(user);
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/nodes/12'));
    expect(localStorage.getItem('redirect')).toBe('/');
    expect(tokenCookie()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('lands on / when nothing was remembered', async () => {
    const { user } = await openSignIn();
    await submitSignIn(user);
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(localStorage.getItem('redirect')).toBe('/');
  });
});

describe('Terms of Service', () => {
  it('says that signing in means agreeing, with an external link opening in a new tab', async () => {
    await openSignIn();
    const link = screen.getByRole('link', { name: 'Terms of Service' });
    expect(link.closest('p')).toHaveTextContent('By logging in, you agree to the Terms of Service');
    expect(link).toHaveAttribute('href', links.terms);
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});
