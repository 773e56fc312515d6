import { useState } from 'react';
import type { FieldErrors } from '../../../lib/form';

/** Values and errors of one small form; typing in a field clears its error. */
export function useAuthForm<V extends Record<string, string | boolean>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const setValue = <K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };
  const setError = (key: string, message: string | undefined) => setErrors((current) => ({ ...current, [key]: message }));
  return { values, setValues, setValue, errors, setErrors, setError };
}
