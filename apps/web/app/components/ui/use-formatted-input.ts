import { caretAfterReformat } from '@pusula/core/format/amount-input.ts';
import { type ChangeEvent, useCallback, useLayoutEffect, useRef } from 'react';

/**
 * For fields that reformat as the user types (grouping, docs/number-format.md): call `onChange` from
 * the input's change handler; `apply` takes the typed text and returns what the field shows now. The
 * caret is put back after the same digits (and `kept`, the decimal separator of a field with kuruş).
 */
export function useFormattedInput(apply: (typed: string) => string, kept = '') {
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
      pendingCaret.current = caretAfterReformat(typed, caret, next, kept);
    },
    [apply, kept],
  );
  return { ref, onChange };
}
