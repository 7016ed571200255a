/** A message made by `vmsg` (an i18n key and its arguments, as file problems and plan notes are) in the reader's language. */
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { parseVmsg } from '../api/schemas/message';

export const useMessageText = () => {
  const translate = useTranslate();
  return useCallback(
    (message: string) => {
      const { key, args } = parseVmsg(message);
      // A message that is not one of the catalogue's (a parser's own words) is shown as it is.
      return translate(key, { _: key, ...args });
    },
    [translate],
  );
};
