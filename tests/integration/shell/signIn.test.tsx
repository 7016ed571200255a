/** The sign-in screen (SPEC §2 Login screen, §4 Signed out to signed in / Login request, §8 login failure). */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { StandaloneSignIn } from '../../../src/auth/StandaloneSignIn';
import { links } from '../../../src/config';
import { writePreference } from '../../../src/providers/preferences';
import {
  DEMO_CREDENTIALS,
  currentPath,
  passwordField,
  renderApp,
  submitSignIn,
  tokenCookie,
  useDemoServer,
} from '../helpers/renderAdmin';

const { server, db } = useDemoServer();

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

describe('the login limiter (5 failures in 10 minutes, like the reference)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Failed attempts already made from this browser (the demo keys them by client; no proxy here: 'local'). */
  const failedBefore = (count: number) => {
    db.loginFailures.local = Array.from({ length: count }, () => Date.now());
    db.commit();
  };

  /** The limiter's Retry-After on each 429 the demo gateway answers. */
  const retryAfters = () => {
    const seen: number[] = [];
    const record = ({ response }: { response: Response }) => {
      if (response.status === 429) seen.push(Number(response.headers.get('retry-after')));
    };
    server.events.on('response:mocked', record);
    onTestFinished(() => server.events.removeListener('response:mocked', record));
    return seen;
  };

  /** m:ss, as an operator reads a wait. */
  const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

  /**
   * Fake timers from here on (only the timers and Date: React's scheduler and the network keep running
   * on setImmediate), and what to do under them: let the page settle until a condition holds, or move
   * the clock.
   */
  const fakeTime = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  const settle = (done: () => boolean, atLeast = 0) =>
    act(async () => {
      for (let turn = 0; turn < 500 && (turn < atLeast || !done()); turn += 1) await new Promise((resolve) => setImmediate(resolve));
    });
  const advance = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });

  const signInButton = () => screen.getByRole('button', { name: 'Sign in' });

  it('warns when one attempt is left, then when none is, from X-RateLimit-Remaining', async () => {
    failedBefore(3);
    const { user } = await openSignIn();
    await submitSignIn(user, { username: DEMO_CREDENTIALS.username, password: 'wrong-4' });
    const banner = await screen.findByRole('alert');
    await waitFor(() => expect(banner).toHaveTextContent('One attempt left before sign-in is locked for a while'));
    expect(banner).toHaveTextContent('Invalid Credentials');
    expect(signInButton()).toBeEnabled();

    await user.click(signInButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No attempts left: sign-in is now locked for a while'));
    expect(screen.getByRole('alert')).not.toHaveTextContent('One attempt left');
  });

  it('says nothing about attempts while several are left', async () => {
    failedBefore(1);
    const { user } = await openSignIn();
    await submitSignIn(user, { username: DEMO_CREDENTIALS.username, password: 'wrong-2' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Credentials');
    expect(screen.getByRole('alert')).not.toHaveTextContent(/attempt/);
  });

  it("after the sixth attempt, counts down Retry-After each second, with 'Sign in' waiting until it is over", async () => {
    failedBefore(5);
    const waits = retryAfters();
    const { user } = await openSignIn();
    await user.type(usernameField(), DEMO_CREDENTIALS.username);
    await user.type(passwordField(), DEMO_CREDENTIALS.password);

    fakeTime();
    fireEvent.click(signInButton());
    await settle(() => screen.queryByRole('timer') !== null);
    expect(waits).toHaveLength(1);
    const [retryAfter] = waits;
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);

    // The SPEC text, and how long to wait.
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts, try again later');
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent(`Try again in ${clock(retryAfter)}`);
    expect(signInButton()).toBeDisabled();
    expect(signInButton()).toHaveAccessibleDescription(`Try again in ${clock(retryAfter)}`);

    await advance(1000);
    expect(screen.getByRole('timer')).toHaveTextContent(`Try again in ${clock(retryAfter - 1)}`);
    await advance(1000);
    expect(screen.getByRole('timer')).toHaveTextContent(`Try again in ${clock(retryAfter - 2)}`);
    // Enter in a field does not submit either.
    fireEvent.submit(passwordField().closest('form')!);
    await settle(() => true, 50);
    expect(waits).toHaveLength(1);

    await advance((retryAfter - 3) * 1000);
    expect(screen.getByRole('timer')).toHaveTextContent('Try again in 0:01');
    expect(signInButton()).toBeDisabled();
    await advance(1000);
    // The wait is over: no countdown, no stale banner, and 'Sign in' works again.
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(signInButton()).toBeEnabled();
    expect(signInButton()).not.toHaveAccessibleDescription();
  });

  it('shows the wait in the chosen language', async () => {
    failedBefore(5);
    writePreference('locale', 'fr');
    const { user } = await renderApp('/login');
    await screen.findByRole('button', { name: 'Se connecter' });
    await user.type(screen.getByRole('textbox', { name: "Nom d'utilisateur" }), DEMO_CREDENTIALS.username);
    await user.type(screen.getByLabelText('Mot de passe', { selector: 'input' }), DEMO_CREDENTIALS.password);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Réessayez dans \d+:\d\d$/);
    expect(screen.getByRole('alert')).toHaveTextContent('Trop de tentatives, réessayez plus tard');
  });
});
