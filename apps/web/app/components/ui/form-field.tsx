import type { ReactNode } from 'react';
import styles from './form.module.css';

/** Id of the error text under the field whose control has `id` (for aria-describedby). */
export function errorIdOf(id: string): string {
  return `${id}-error`;
}

interface FormFieldProps {
  id: string;
  label: string;
  /** Unit shown inside the field's end (TL, %, /10). */
  unit?: string;
  /** Translated error text, shown under the field. */
  error?: string;
  children: ReactNode;
}

/** Design brief form field: label above, unit inside the end, error under the field (announced). */
export function FormField({ id, label, unit, error, children }: FormFieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.controlWrap} data-invalid={error ? 'true' : undefined}>
        {children}
        {unit && (
          <span className={styles.unit} aria-hidden="true">
            {unit}
          </span>
        )}
      </div>
      <p id={errorIdOf(id)} className={styles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}

/** Props every control inside a FormField carries: accessible invalid state and description. */
export function controlProps(id: string, error: string | undefined) {
  return {
    id,
    className: styles.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': errorIdOf(id),
  } as const;
}

/** Moves focus to the first field (in form order) that has an error; true when one was found. */
export function focusFirstError(order: ReadonlyArray<readonly [string, string | undefined]>): boolean {
  const first = order.find(([, error]) => Boolean(error));
  if (!first) return false;
  document.getElementById(first[0])?.focus();
  return true;
}
