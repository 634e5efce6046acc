/**
 * Forms validated by the shared zod schemas. Issue messages are i18n keys (`validation:mobile`),
 * translated here; server field errors (ApiError.fields) land on the same fields.
 */
import { formatMessageParams, type Language, PASSWORD_MIN_LENGTH, SMS_CODE_LENGTH } from '@souq/shared';
import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from './api';

type Errors<K extends string> = Partial<Record<K, string>>;

interface IssueLike {
  path: PropertyKey[];
  message: string;
  code?: string;
  minimum?: unknown;
  maximum?: unknown;
  /** A refinement's own message params (e.g. the bound of `validation:amountTooLarge`). */
  params?: Record<string, unknown>;
}

/** A zod issue message as translated text; amounts and kilometres in it formatted for `lang`. */
export function translateIssue(
  t: (key: string, params?: Record<string, unknown>) => string,
  issue: IssueLike,
  lang: Language,
): string {
  const key = issue.message.includes(':') ? issue.message : 'validation:invalid';
  return t(key, {
    length: SMS_CODE_LENGTH,
    min:
      typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint'
        ? Number(issue.minimum)
        : PASSWORD_MIN_LENGTH,
    max: typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint' ? Number(issue.maximum) : undefined,
    ...formatMessageParams(key, issue.params, lang),
  });
}

export function useZodForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: S,
  initialValues: z.input<S>,
) {
  type Values = z.input<S>;
  type Key = Extract<keyof Values, string>;
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const [values, setValuesState] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<Errors<Key>>({});
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const collect = useCallback(
    (current: Values): { data: z.output<S> | null; errors: Errors<Key> } => {
      const result = schema.safeParse(current);
      if (result.success) return { data: result.data, errors: {} };
      const next: Errors<Key> = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '') as Key;
        if (!field || next[field]) continue;
        next[field] = translateIssue(t as never, issue as IssueLike, lang);
      }
      return { data: null, errors: next };
    },
    [schema, t, lang],
  );

  const setFieldValue = useCallback(<K extends Key>(field: K, value: Values[K]) => {
    setValuesState((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));
  }, []);

  const setFieldError = useCallback((field: Key, message: string | undefined) => {
    setErrors((prev) => ({ ...prev, [field]: message }));
  }, []);

  /** Validates everything; returns the parsed (normalised) values or null. */
  const validate = useCallback((): z.output<S> | null => {
    const { data, errors: next } = collect(valuesRef.current);
    setErrors(next);
    return data;
  }, [collect]);

  /** Validates one field in the context of the whole form; returns its error, if any. */
  const validateField = useCallback(
    (field: Key): string | undefined => {
      const message = collect(valuesRef.current).errors[field];
      setErrors((prev) => ({ ...prev, [field]: message }));
      return message;
    },
    [collect],
  );

  /** Puts the server's field errors on the fields; true when at least one matched a field. */
  const applyServerErrors = useCallback((error: unknown): boolean => {
    if (!isApiError(error) || error.fields.length === 0) return false;
    const known = Object.keys(valuesRef.current as object);
    const next: Errors<Key> = {};
    let matched = false;
    for (const f of error.fields) {
      const field = f.field.split('.')[0] as Key;
      if (known.includes(field) && !next[field]) {
        next[field] = f.message;
        matched = true;
      }
    }
    if (matched) setErrors((prev) => ({ ...prev, ...next }));
    return matched;
  }, []);

  const onSubmit = useCallback(
    (handler: (data: z.output<S>) => void | Promise<void>) => (event?: FormEvent) => {
      event?.preventDefault();
      const data = validate();
      if (data) void handler(data);
    },
    [validate],
  );

  /** Props for Mantine text inputs. */
  const getInputProps = (field: Key) => ({
    value: (values[field] ?? '') as string,
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement> | string) => {
      const value = typeof event === 'string' ? event : event.currentTarget.value;
      setFieldValue(field, value as Values[typeof field]);
    },
  });

  /** Props for Mantine checkboxes. */
  const getCheckboxProps = (field: Key) => ({
    checked: Boolean(values[field]),
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setFieldValue(field, event.currentTarget.checked as Values[typeof field]);
    },
  });

  return {
    values,
    errors,
    setFieldValue,
    setFieldError,
    setValues: setValuesState,
    validate,
    validateField,
    applyServerErrors,
    onSubmit,
    getInputProps,
    getCheckboxProps,
  };
}
