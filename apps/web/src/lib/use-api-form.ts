import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { serverErrorToFields, validate, type FieldErrors } from './form';

/** What the forms need of a TanStack mutation. */
interface Mutation<I, R> {
  mutate: (input: I, callbacks: { onSuccess: (result: R) => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

/**
 * One small form bound to one call: values and errors (typing in a field clears its error), and a
 * submit that validates with the shared schema, calls the API, and puts a server error on the field
 * it names.
 */
export function useApiForm<V extends Record<string, unknown>, S extends z.ZodType, R>(options: {
  initial: V;
  schema: S;
  mutation: Mutation<z.output<S>, R>;
  onSuccess: (result: R, input: z.output<S>) => void;
}) {
  const { initial, schema, mutation, onSuccess } = options;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setValue = <K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };
  const setError = (key: string, message: string | undefined) => setErrors((current) => ({ ...current, [key]: message }));

  /** Props of a text or password input bound to a string field. */
  const text = (key: keyof V & string) => ({
    name: key,
    value: String(values[key]),
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(key, event.currentTarget.value as V[typeof key]),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(schema, values);
    if (!checked.ok) return setErrors(checked.errors);
    mutation.mutate(checked.data, {
      onSuccess: (result) => onSuccess(result, checked.data),
      onError: (error) => setErrors(serverErrorToFields(error, Object.keys(initial))),
    });
  };

  return { values, setValue, errors, setError, text, submit, pending: mutation.isPending };
}
