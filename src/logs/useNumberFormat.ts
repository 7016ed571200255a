/** Formats counts in the UI locale; one Intl.NumberFormat per locale (toLocaleString builds one per call). */
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

export const useNumberFormat = (): ((value: number) => string) => {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale);
    return (value: number) => format.format(value);
  }, [locale]);
};
