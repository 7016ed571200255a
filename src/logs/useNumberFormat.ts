/** Formats counts in the UI locale, with the one Intl.NumberFormat each locale has (components/format.ts). */
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { numberFormat } from '../components/format';

export const useNumberFormat = (): ((value: number) => string) => {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const format = numberFormat(locale);
    return (value: number) => format.format(value);
  }, [locale]);
};
