/**
 * "Either a domain or a path is required" sits on both fields; once one of them changes, both are
 * checked again so that the message does not linger on the other one.
 */
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

const FIELDS = ['domain', 'pathLocation'] as const;

export const DomainOrPathRevalidation = () => {
  const { getFieldState, trigger } = useFormContext();
  const [domain, pathLocation] = useWatch({ name: [...FIELDS] });
  useEffect(() => {
    if (FIELDS.some((name) => getFieldState(name).error)) void trigger([...FIELDS]);
  }, [domain, pathLocation, getFieldState, trigger]);
  return null;
};
