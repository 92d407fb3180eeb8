import { type FormEvent, useId, useReducer, useRef } from 'react';
import { ApiError } from '../../lib/api-client/http-client.ts';
import { translateKnown } from '../../lib/i18n/translate-known.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { type Checked, preloadOnFirstUse } from '../../lib/lazy-validation.ts';
import { controlProps, focusFirstError } from '../ui/form-field.tsx';
import { type FormErrors, formReducer, initialFormState } from './form-state.ts';

export interface FormOptions<Values, Field extends keyof Values & string, Body> {
  /** The empty form, and the form again once sent. */
  initial: Values;
  /** The checked fields in form order: the first with a problem gets the focus. */
  fields: readonly Field[];
  /** Loads the form's schemas: started by the form's first focus or press (lib/lazy-validation.ts). */
  preload: () => Promise<unknown>;
  /** Checks the values (loading the schema on first use): what to send, or each field's message key. */
  check: (values: Values) => Promise<Checked<Body, Field>>;
  /** Sends the checked body: nothing when accepted, `{ refused }` when the answer says no (null: default text). */
  send: (body: Body) => Promise<{ refused: string | null } | undefined>;
  /** The error text of a refused answer's body (an ApiError's data), if it has one. */
  serverErrorOf: (data: unknown) => string | null;
}

/**
 * The state of a form that is checked with the server's schema and sent once (the contact form, the alert
 * form): problems under their fields with the focus on the first, one send at a time, then sent (the
 * form cleared) or the server's error. Message keys are kept, so a language switch re-translates them.
 */
export function useFormState<Values, Field extends keyof Values & string, Body>(
  options: FormOptions<Values, Field, Body>,
) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(formReducer<Values>, options.initial, initialFormState);
  const { values, status } = state;
  const errors = Object.fromEntries(
    Object.entries(state.errors).map(([name, key]) => [name, key ? translateKnown(t, key as string) : key]),
  ) as FormErrors<Values>;
  const sending = status === 'sending';
  const id = useId();
  const idOf = (field: keyof Values & string) => `${id}-${field}`;
  // A second press while the schema is still loading must not send the form twice.
  const checking = useRef(false);

  const change = (field: keyof Values, value: string) => dispatch({ type: 'changed', field, value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || checking.current) return;
    checking.current = true;
    const result = await options.check(values).finally(() => {
      checking.current = false;
    });
    if (!result.ok) {
      const problems = result.errors as FormErrors<Values>;
      dispatch({ type: 'invalid', errors: problems });
      focusFirstError(options.fields.map((field) => [idOf(field), problems[field]] as const));
      return;
    }
    dispatch({ type: 'sending' });
    try {
      const answer = await options.send(result.data);
      if (answer) dispatch({ type: 'failed', error: answer.refused });
      else dispatch({ type: 'sent', cleared: options.initial });
    } catch (error) {
      dispatch({
        type: 'failed',
        error: error instanceof ApiError ? options.serverErrorOf(error.data) : null,
      });
    }
  };

  /** A field's control props: id, error wiring, name, value and its change. */
  const field = (name: Field) => ({
    ...controlProps(idOf(name), errors[name]),
    name,
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });

  /** The `<form>`'s props: the submit, no browser validation, busy while sending, the schema preload. */
  const formProps = {
    onSubmit: submit,
    noValidate: true,
    'aria-busy': sending,
    ...preloadOnFirstUse(options.preload),
  };

  return { state, values, errors, status, sending, idOf, change, field, formProps };
}
