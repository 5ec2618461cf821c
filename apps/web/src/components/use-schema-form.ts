import type { FieldError, z } from '@jongdee/contracts';
import { type ChangeEvent, useRef, useState } from 'react';
import { ApiError } from '../api/client.ts';

// The one way a form is bound to a contracts schema: values (nested as the form holds them), Thai
// messages by field path as zod and the API name fields (`contactName`, `examinees.0.idNumber`,
// `openingHours.1.close`), the server's `details` put on the same fields, and a message no field on
// screen shows (the body's root `_`, a field the form does not have) kept as the form's own error.
// zod is only a type here: the sign-in screen loads it when the form is first sent.

/** Thai messages by field path. */
export type FieldErrors = Partial<Record<string, string>>;

/** The path the API's `details` give for the body itself (a rule across fields). */
export const ROOT_FIELD = '_';

/** `['examinees', 0, 'idNumber']` → `examinees.0.idNumber`, as the API names fields in `details`; `_` for the root. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? ROOT_FIELD : path.map(String).join('.');
}

/** One message per field, the first issue of each: the first rule a value broke is the one worth reading. */
export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[fieldPath(issue.path)] ??= issue.message;
  return errors;
}

/** The server's (or a contracts check's) `[{ field, message }]` by field. */
export function detailsToErrors(details: readonly FieldError[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const detail of details) errors[detail.field || ROOT_FIELD] ??= detail.message;
  return errors;
}

/** Whether `path` is `parent` or lies under it (`services.0.price` under `services.0` and `services`). */
export function isWithin(path: string, parent: string): boolean {
  return path === parent || path.startsWith(`${parent}.`);
}

/** The value at a dotted path; undefined when any step is missing. */
export function getIn(source: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node == null ? undefined : (node as Record<string, unknown>)[key]), source);
}

/** A copy of `source` with `value` at the dotted path; a numeric step is an array index. */
export function setIn<T>(source: T, path: string, value: unknown): T {
  const [key = '', ...rest] = path.split('.');
  const node = (source ?? (/^\d+$/.test(key) ? [] : {})) as Record<string, unknown>;
  const child = rest.length === 0 ? value : setIn(node[key], rest.join('.'), value);
  if (Array.isArray(node)) {
    const copy = [...node];
    copy[Number(key)] = child;
    return copy as T;
  }
  return { ...node, [key]: child } as T;
}

/** Leaves of a value that hold one input each: text, numbers, flags, dates, files. */
type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date | Blob;

/** Every dotted path into `Values`: `note`, `examinees`, `examinees.0`, `examinees.0.idNumber`. */
export type FieldPath<Values> = Values extends Leaf
  ? never
  : Values extends readonly (infer Item)[]
    ? `${number}` | `${number}.${FieldPath<Item>}`
    : {
        [Key in keyof Values & string]: Key | `${Key}.${FieldPath<Values[Key]>}`;
      }[keyof Values & string];

/** The type of the value at a dotted path. */
export type FieldValue<Values, Path extends string> = Path extends `${infer Key}.${infer Rest}`
  ? Values extends readonly (infer Item)[]
    ? FieldValue<Item, Rest>
    : Key extends keyof Values
      ? FieldValue<Values[Key], Rest>
      : never
  : Values extends readonly (infer Item)[]
    ? Item
    : Path extends keyof Values
      ? Values[Path]
      : never;

/** A schema, or a function that loads it: the sign-in screen loads zod only when the form is first sent. */
type SchemaSource<Output> = z.ZodType<Output> | (() => Promise<z.ZodType<Output>>);

type Options<Values> = {
  /** What the schema checks, when it is not the values as held (a body built from them). */
  toInput?: (values: Values) => unknown;
  /** The form's own rules, in its own words; a message here wins over the schema's for the same field. */
  check?: (values: Values) => FieldErrors;
};

/**
 * Form state checked by a contracts schema before sending, in Thai, one message per field; server
 * field errors (`details` of a 400) land on the same fields. A field is "on screen" once the form
 * has asked for its error (`text`, `checkbox`, `field`, `error`, `errorIn`): a message for any other
 * path becomes `formError`, so nothing the server says is lost.
 */
export function useSchemaForm<Values extends object, Output>(
  source: SchemaSource<Output>,
  initial: Values | (() => Values),
  options: Options<Values> = {},
) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrorState] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const shown = useRef({ exact: new Set<string>(), within: new Set<string>() });

  const isShown = (path: string) =>
    shown.current.exact.has(path) || [...shown.current.within].some((parent) => isWithin(path, parent));

  /** Puts each message on its field, and the first one no field shows on the form. */
  const setErrors = (next: FieldErrors) => {
    const onFields: FieldErrors = {};
    let elsewhere: string | null = null;
    for (const [path, message] of Object.entries(next)) {
      if (!message) continue;
      if (isShown(path)) onFields[path] = message;
      else elsewhere ??= message;
    }
    setErrorState(onFields);
    setFormError(elsewhere);
  };

  /** Forgets the messages of these fields and of everything under them. */
  const clearErrors = (...paths: string[]) =>
    setErrorState((current) =>
      Object.entries(current).some(([key, message]) => message && paths.some((path) => isWithin(key, path)))
        ? Object.fromEntries(Object.entries(current).filter(([key]) => !paths.some((path) => isWithin(key, path))))
        : current,
    );

  const setValue = <Path extends FieldPath<Values>>(path: Path, value: FieldValue<Values, Path>) => {
    setValues((current) => setIn(current, path, value));
    clearErrors(path);
  };

  /** The message of this field; marks it as shown. */
  const error = (path: string): string | undefined => {
    shown.current.exact.add(path);
    return errors[path];
  };

  /** The first message at this path or under it (a row showing one message for its cells); marks them shown. */
  const errorIn = (path: string): string | undefined => {
    shown.current.within.add(path);
    return Object.entries(errors).find(([key, message]) => message && isWithin(key, path))?.[1];
  };

  /** Value, change and error of an input that hands over its value (Select, NumberInput, date pickers). */
  const field = <Path extends FieldPath<Values>>(path: Path, errorPath: string = path) => ({
    value: getIn(values, path) as FieldValue<Values, Path>,
    onChange: (value: FieldValue<Values, Path>) => {
      setValues((current) => setIn(current, path, value));
      clearErrors(path, errorPath);
    },
    error: error(errorPath),
  });

  /** Props of a text input or textarea. */
  const text = <Path extends FieldPath<Values>>(path: Path, errorPath: string = path) => ({
    name: path,
    value: String(getIn(values, path) ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => setIn(current, path, value));
      clearErrors(path, errorPath);
    },
    error: error(errorPath),
  });

  /** Props of a checkbox or switch. */
  const checkbox = <Path extends FieldPath<Values>>(path: Path, errorPath: string = path) => ({
    name: path,
    checked: Boolean(getIn(values, path)),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const checked = event.currentTarget.checked;
      setValues((current) => setIn(current, path, checked));
      clearErrors(path, errorPath);
    },
    error: error(errorPath),
  });

  /** Answers the parsed body, or null after showing every field's first problem. */
  const validate = async (): Promise<Output | null> => {
    const schema = typeof source === 'function' ? await source() : source;
    const result = schema.safeParse(options.toInput ? options.toInput(values) : values);
    const own = Object.fromEntries(Object.entries(options.check?.(values) ?? {}).filter(([, message]) => message));
    if (result.success && Object.keys(own).length === 0) {
      setErrors({});
      return result.data;
    }
    setErrors({ ...(result.success ? {} : issuesToErrors(result.error.issues)), ...own });
    return null;
  };

  /** Puts a failed request's per-field messages on the fields; answers whether there were any. */
  const showServerErrors = (failure: unknown): boolean => {
    if (!(failure instanceof ApiError) || failure.details.length === 0) return false;
    setErrors(detailsToErrors(failure.details));
    return true;
  };

  return {
    values,
    setValues,
    setValue,
    errors,
    error,
    errorIn,
    formError,
    setFormError,
    setErrors,
    clearErrors,
    field,
    text,
    checkbox,
    validate,
    showServerErrors,
  };
}

export type SchemaForm<Values extends object, Output = unknown> = ReturnType<typeof useSchemaForm<Values, Output>>;
