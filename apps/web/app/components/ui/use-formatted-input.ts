import { caretAfterReformat } from '@pusula/core/format/decimal-amount-input.ts';
import { type ChangeEvent, useCallback, useLayoutEffect, useRef } from 'react';

/**
 * For fields that reformat as the user types (dot grouping): call `onChange` from the input's change
 * handler with the formatter's display text; the caret is put back after the same digits afterwards.
 */
export function useFormattedInput(apply: (typed: string) => string) {
  const ref = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  // Runs after every render: the typed text may have been refused (display unchanged) and React then
  // writes the old value back, which would throw the caret to the end.
  useLayoutEffect(() => {
    const input = ref.current;
    if (input && pendingCaret.current !== null && document.activeElement === input) {
      input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  });
  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const typed = event.target.value;
      const caret = event.target.selectionStart ?? typed.length;
      const next = apply(typed);
      pendingCaret.current = caretAfterReformat(typed, caret, next);
    },
    [apply],
  );
  return { ref, onChange };
}
