/**
 * Free of react-admin and MUI so that the first page an operator opens stays small; SPEC §5's login rule
 * is written as react-hook-form rules (the same as the shared `loginSchema`) to keep zod off this page.
 */
import { useEffect, useState } from 'react';
import { useForm, type RegisterOptions } from 'react-hook-form';
import { M, parseVmsg } from '../api/schemas/message';
import { links } from '../config';
import type { SignInRefusal } from '../providers/authProvider';
import { readPreference } from '../providers/preferences';
import { formatWait, useSignInLock } from './useSignInLock';
import './signIn.css';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface Credentials {
  username: string;
  password: string;
}

export interface SignInLanguage {
  locale: string;
  locales: readonly { locale: string; name: string }[];
  onChange: (locale: string) => void;
}

export interface SignInFormProps {
  translate: Translate;
  /** Rejects with an Error whose message is an i18n key, or with the gateway limiter's `SignInRefusal`. */
  onSubmit: (credentials: Credentials) => Promise<unknown>;
  language?: SignInLanguage;
}

/** A plain <select> (no menu library on this page); each language is named in itself. */
const LanguageSelect = ({ translate, language }: { translate: Translate; language: SignInLanguage }) => (
  <div className="signin-language">
    <label htmlFor="signin-language">{translate('app.auth.language')}</label>
    <select id="signin-language" value={language.locale} onChange={(event) => language.onChange(event.target.value)}>
      {language.locales.map(({ locale, name }) => (
        <option key={locale} value={locale} lang={locale}>
          {name}
        </option>
      ))}
    </select>
  </div>
);

const EyeIcon = ({ open }: { open: boolean }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    {open ? (
      <path d="M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3" />
    ) : (
      <path d="M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z" />
    )}
  </svg>
);

/** The attempts-left warning after a refusal: only when sign-in is about to be locked. */
const ATTEMPTS_WARNING: Record<number, string> = {
  1: 'app.auth.one_attempt_left',
  0: 'app.auth.no_attempt_left',
};

export const SignInForm = ({ translate, onSubmit, language }: SignInFormProps) => {
  const [failure, setFailure] = useState<string | null>(null);
  const [attemptsLeft, setAttemptsLeft] = useState<number | undefined>();
  // After a 429 the gateway refuses every attempt until Retry-After has passed: 'Sign in' waits as
  // long (a press could only be refused again), with the time left shown beside it.
  const { secondsLeft, lockFor } = useSignInLock();
  const locked = secondsLeft > 0;
  const locale = language?.locale;
  // The page's language, for screen readers and hyphenation.
  useEffect(() => {
    if (locale) document.documentElement.lang = locale;
  }, [locale]);
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { username: '', password: '' },
  });

  const message = (text?: string) => {
    if (!text) return undefined;
    const { key, args } = parseVmsg(text);
    return translate(key, { _: key, ...args });
  };

  const submit = handleSubmit(async (credentials) => {
    if (locked) return;
    setFailure(null);
    setAttemptsLeft(undefined);
    try {
      await onSubmit(credentials);
    } catch (error) {
      const { message, retryAfter, attemptsLeft: left } = (error ?? {}) as Partial<SignInRefusal>;
      setFailure(message || 'app.auth.invalid_credentials');
      setAttemptsLeft(left);
      // Once the wait is over, 'try again later' has come: the banner goes with the countdown.
      lockFor(retryAfter, () => setFailure(null));
    }
  });
  const warning = attemptsLeft === undefined ? undefined : ATTEMPTS_WARNING[attemptsLeft];

  const rules: Record<keyof Credentials, RegisterOptions<Credentials>> = {
    username: { validate: (value) => value.trim() !== '' || M.required },
    password: { required: M.required },
  };

  const field = (name: keyof Credentials, label: string, type: string, autoComplete: string) => {
    const error = message(errors[name]?.message);
    const errorId = `signin-${name}-error`;
    return (
      <div className="signin-field">
        <label htmlFor={`signin-${name}`}>{translate(label)}</label>
        <div className="signin-input" data-invalid={Boolean(error)}>
          <input
            id={`signin-${name}`}
            type={type}
            autoComplete={autoComplete}
            // Announced as required (SPEC §2); the form's noValidate leaves the checking to the rules below.
            required
            aria-required="true"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            autoFocus={name === 'username'}
            {...register(name, rules[name])}
          />
          {name === 'password' && (
            <button
              type="button"
              className="signin-icon-button"
              aria-label={translate(showPassword ? 'app.auth.hide_password' : 'app.auth.show_password')}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              <EyeIcon open={!showPassword} />
            </button>
          )}
        </div>
        {error && (
          <p id={errorId} className="signin-error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <main className="signin" data-theme={readPreference<string>('theme') ?? 'auto'}>
      <div className="signin-card">
        <div className="signin-brand">
          <img src="/logo.svg" alt="" width={40} height={40} />
          <h1>{translate('app.name')}</h1>
        </div>
        <p className="signin-subtitle">{translate('app.auth.title')}</p>
        {failure && (
          <div className="signin-alert" role="alert">
            <span>
              {translate(failure, { _: translate('app.auth.invalid_credentials') })}
              {warning && <span className="signin-alert-detail">{translate(warning)}</span>}
            </span>
            <button type="button" className="signin-icon-button" aria-label={translate('app.auth.close_error')} onClick={() => setFailure(null)}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
                <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
              </svg>
            </button>
          </div>
        )}
        <form onSubmit={submit} noValidate>
          {field('username', 'app.auth.username', 'text', 'username')}
          {field('password', 'app.auth.password', showPassword ? 'text' : 'password', 'current-password')}
          <button
            type="submit"
            className="signin-submit"
            disabled={isSubmitting || locked}
            aria-busy={isSubmitting}
            aria-describedby={locked ? 'signin-wait' : undefined}
          >
            {isSubmitting && <span className="signin-spinner" aria-hidden="true" />}
            {translate('app.auth.sign_in')}
          </button>
          {locked && (
            // A timer (not a live region): screen readers read it when asked, not every second.
            <p id="signin-wait" className="signin-wait" role="timer">
              {translate('app.auth.retry_in', { time: formatWait(secondsLeft) })}
            </p>
          )}
        </form>
        <p className="signin-terms">
          {translate('app.auth.terms_prefix')}
          <a href={links.terms} target="_blank" rel="noopener noreferrer">
            {translate('app.auth.terms_link')}
          </a>
        </p>
        {language && language.locales.length > 1 && <LanguageSelect translate={translate} language={language} />}
      </div>
    </main>
  );
};
