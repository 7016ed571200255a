/** The few texts the stand-alone sign-in page needs, without loading react-admin's catalogue. */
import Polyglot from 'node-polyglot';
import { auth } from '../i18n/en/auth';
import { common } from '../i18n/en/common';
import { validation } from '../i18n/en/validation';
import type { Translate } from './SignInForm';

export const createSignInTranslate = (): Translate => {
  const polyglot = new Polyglot({ locale: 'en' });
  [common, auth, validation].forEach((part) => polyglot.extend(part));
  return (key, options) => polyglot.t(key, options);
};
