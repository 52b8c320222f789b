import { useRef, useState, type SetStateAction } from 'react';

/** The keys of a form's values that hold text (what an Input, Select or Textarea edits). */
export type TextKey<V> = Extract<{ [K in keyof V]: V[K] extends string ? K : never }[keyof V], string>;

/** A message per field; a field without one is valid. */
export type FormErrors<V> = Partial<Record<keyof V, string>>;

/**
 * A form's values and errors with the wiring shared-ui's fields take: `field(key)` gives a control
 * its name, value, error and an onChange that stores what was typed and clears that field's error;
 * `showErrors` marks the fields and focuses the first invalid one (once React has rendered it) for
 * keyboard and screen-reader users. Put `formRef` on the `<form>`.
 */
export function useFormFields<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const field = (key: TextKey<V>) => ({
    name: key,
    value: values[key] as string,
    error: errors[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((previous) => ({ ...previous, [key]: value }));
      if (errors[key]) setErrors((previous) => ({ ...previous, [key]: undefined }));
    },
  });

  const showErrors = (next: SetStateAction<FormErrors<V>>) => {
    setErrors(next);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  return { values, setValues, errors, setErrors, field, formRef, showErrors };
}
