import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { preloadOnFirstUse } from '../../lib/lazy-validation.ts';
import form from '../ui/form.module.css';
import styles from './calculator-form.module.css';

interface CalculatorFormProps {
  /** Calculate: the shell has kept the browser from submitting, and skips it while `busy`. */
  onCalculate: () => unknown;
  /** The Calculate button's text ("Hesapla" unless given), and its text while `busy` (the same unless given). */
  submitLabel?: string;
  busyLabel?: string;
  /** A Calculate under way: the form is `aria-busy` and the button disabled (only when given). */
  busy?: boolean;
  /** Starts loading what Calculate needs on the form's first focus or touch (lib/lazy-validation.ts). */
  preload?: () => Promise<unknown>;
  /**
   * The frame: 'card' (a card of its own, the fields in a grid of `columns` from tablet width, the
   * buttons on a row under them) or 'inline' (inside a card the page draws; `className` lays it out).
   */
  frame?: 'card' | 'inline';
  columns?: 2 | 3;
  className?: string;
  /** Extra classes of the Calculate button and of the buttons' row. */
  submitClassName?: string;
  actionsClassName?: string;
  /** Buttons after Calculate (VAT's Reset). */
  actions?: ReactNode;
  children: ReactNode;
}

const COLUMNS = { 2: styles.columns2, 3: styles.columns3 } as const;

/**
 * The frame every calculator's form shares: a `noValidate` form (the calculators show their own
 * messages), the fields, and Calculate with its busy state. The page keeps its fields, messages,
 * result and copy-link button (docs/requirements/calculators.md).
 */
export function CalculatorForm({
  onCalculate,
  submitLabel,
  busyLabel,
  busy,
  preload,
  frame = 'card',
  columns,
  className,
  submitClassName,
  actionsClassName,
  actions,
  children,
}: CalculatorFormProps) {
  const { t } = useTranslation();
  const label = submitLabel ?? t('calc:ui.calculate');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    void onCalculate();
  };
  const formClass = classes(
    frame === 'card' && `${form.card} ${form.form} ${styles.fields}`,
    columns && COLUMNS[columns],
    className,
  );
  return (
    <form
      className={formClass}
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy}
      {...(preload && preloadOnFirstUse(preload))}
    >
      {children}
      <div className={classes(form.actions, styles.actions, actionsClassName)}>
        <button type="submit" className={classes(form.primary, submitClassName)} disabled={busy}>
          {busy ? (busyLabel ?? label) : label}
        </button>
        {actions}
      </div>
    </form>
  );
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
