import type { z } from '@jongdee/contracts';
import { type ChangeEvent, useState } from 'react';
import { ApiError } from '../api/client.ts';

type FormValues = Record<string, string | boolean>;

/** A schema, or a function that loads it: the sign-in screen loads zod only when the form is first sent. */
type SchemaSource<Output> = z.ZodType<Output> | (() => Promise<z.ZodType<Output>>);

/**
 * Form state checked by a contracts schema before sending, in Thai, one message per field; server
 * field errors (`details` of a 400) land on the same fields.
 */
export function useSchemaForm<Values extends FormValues, Output>(source: SchemaSource<Output>, initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Values & string, string>>>({});

  const setValue = <Key extends keyof Values & string>(key: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const text = (key: keyof Values & string) => ({
    name: key,
    value: String(values[key] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(key, event.currentTarget.value as Values[typeof key]),
    error: errors[key],
  });

  const checkbox = (key: keyof Values & string) => ({
    name: key,
    checked: Boolean(values[key]),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(key, event.currentTarget.checked as Values[typeof key]),
    error: errors[key],
  });

  /** Answers the parsed body, or null after showing every field's first problem. */
  const validate = async (): Promise<Output | null> => {
    const schema = typeof source === 'function' ? await source() : source;
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: Partial<Record<string, string>> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      next[key] ??= issue.message;
    }
    setErrors(next as typeof errors);
    return null;
  };

  /** Puts a failed request's per-field messages on the fields; answers whether there were any. */
  const showServerErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.details.length === 0) return false;
    setErrors(Object.fromEntries(error.details.map((detail) => [detail.field, detail.message])) as typeof errors);
    return true;
  };

  return { values, setValues, errors, text, checkbox, validate, showServerErrors };
}
