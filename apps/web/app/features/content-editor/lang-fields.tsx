import { dirOf, LANGS, type Lang } from '@pusula/core/i18n/languages.ts';
import { controlProps, FormField } from '../../components/ui/form-field.tsx';
import local from './content-editor.module.css';
import { fieldId } from './content-form.ts';
import { useContentText } from './use-content-text.ts';

interface LangFieldsProps {
  /** The dialog's id prefix. */
  base: string;
  /** The text field (`title`): the controls are `texts.<lang>.<field>`. */
  field: string;
  legend: string;
  values: Record<Lang, string>;
  errorOf: (path: string) => string | undefined;
  onChange: (lang: Lang, value: string) => void;
  /** Rows of a textarea; a one-line input when absent. */
  rows?: number;
  readOnly?: (lang: Lang) => boolean;
  /** A line under the group (what the field is for, or why one language cannot change). */
  hint?: string | undefined;
}

/**
 * One text of an entity in the three languages side by side (stacked on narrow screens): each control
 * carries its language and direction, so Arabic is typed right-to-left whatever the console's language.
 */
export function LangFields({
  base,
  field,
  legend,
  values,
  errorOf,
  onChange,
  rows,
  readOnly,
  hint,
}: LangFieldsProps) {
  const { t } = useContentText();
  const hintId = `${base}-${field}-hint`;
  return (
    <fieldset className={local.langGroup} aria-describedby={hint ? hintId : undefined}>
      <legend className={local.legend}>{legend}</legend>
      <div className={local.langRow}>
        {LANGS.map((lang) => {
          const path = `texts.${lang}.${field}`;
          const id = fieldId(base, path);
          const error = errorOf(path);
          const common = {
            ...controlProps(id, error),
            dir: dirOf(lang),
            lang,
            value: values[lang],
            readOnly: readOnly?.(lang),
            'data-field': path,
          };
          return (
            <FormField key={lang} id={id} label={t(`cms:languages.${lang}`)} error={error}>
              {rows ? (
                <textarea
                  {...common}
                  className={`${common.className} ${local.textarea}`}
                  rows={rows}
                  onChange={(event) => onChange(lang, event.target.value)}
                />
              ) : (
                <input {...common} type="text" onChange={(event) => onChange(lang, event.target.value)} />
              )}
            </FormField>
          );
        })}
      </div>
      {hint && (
        <p id={hintId} className={local.hint}>
          {hint}
        </p>
      )}
    </fieldset>
  );
}
