import type { GuideAdmin } from '@pusula/core/contract/content.ts';
import { LANGS, type Lang } from '@pusula/core/i18n/languages.ts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import formStyles from '../../components/ui/form.module.css';
import { focusFirstError } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import local from './content-editor.module.css';
import { contentModalClosed, selectContentEditor } from './content-editor-slice.ts';
import { saveGuide } from './content-editor-thunks.ts';
import {
  type FieldErrors,
  fieldId,
  GUIDE_TEXT_FIELDS,
  type GuideTextField,
  type GuideValues,
  guideFieldOrder,
  guideValuesOf,
  placeServerErrors,
  readGuide,
} from './content-form.ts';
import { LangFields } from './lang-fields.tsx';
import { GuidePreview } from './previews.tsx';
import { useContentText } from './use-content-text.ts';

const ORDER = guideFieldOrder();

/** Rows of the textarea of each text; the others are one line. */
const ROWS: Partial<Record<GuideTextField, number>> = {
  description: 3,
  introParagraph: 4,
  content: 10,
};

/** What the last successful save says: when, and whether the server took markup out. */
interface SavedNote {
  at: string;
  cleaned: boolean;
}

/** The guide's texts in the three languages, with a live preview; after a save it shows the stored version. */
function GuideForm({ guide }: { guide: GuideAdmin }) {
  const { t, lang: uiLang, moment } = useContentText();
  const dispatch = useAppDispatch();
  const { saving, formErrors } = useAppSelector((state) => selectContentEditor(state));
  const base = useId();
  const [values, setValues] = useState<GuideValues>(() => guideValuesOf(guide));
  const [typed, setTyped] = useState<FieldErrors>({});
  /** Fields typed in since the server's last answer: its message about them no longer applies. */
  const [retyped, setRetyped] = useState<ReadonlySet<string>>(new Set());
  const [previewLang, setPreviewLang] = useState<Lang>(uiLang);
  const [saved, setSaved] = useState<SavedNote | null>(null);

  const server = placeServerErrors(formErrors, ORDER);
  const errorOf = (path: string) => {
    const own = typed[path];
    if (own) return t(own.key, own.values);
    return retyped.has(path) ? undefined : server.errors[path];
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves once per answer from the server
  useEffect(() => {
    if (formErrors.length > 0)
      focusFirstError(ORDER.map((path) => [fieldId(base, path), server.errors[path]] as const));
  }, [formErrors]);

  const setText = (field: GuideTextField) => (lang: Lang, value: string) => {
    const path = `texts.${lang}.${field}`;
    setRetyped((current) => (current.has(path) ? current : new Set([...current, path])));
    setTyped((current) => {
      if (!current[path]) return current;
      const { [path]: _gone, ...rest } = current;
      return rest;
    });
    setValues((current) => ({
      ...current,
      texts: { ...current.texts, [lang]: { ...current.texts[lang], [field]: value } },
    }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { edit, errors } = readGuide(values);
    setTyped(errors);
    setRetyped(new Set());
    setSaved(null);
    if (!edit) {
      focusFirstError(ORDER.map((path) => [fieldId(base, path), errors[path] ? 'x' : undefined] as const));
      return;
    }
    void dispatch(saveGuide({ slug: guide.slug, edit }))
      .unwrap()
      .then(
        (stored) => {
          // The server sanitises the content: the dialog now shows what was stored.
          const cleaned = LANGS.some((lang) => stored.texts[lang].content !== edit.texts[lang].content);
          setValues(guideValuesOf(stored));
          setSaved({ at: stored.updatedAt, cleaned });
          toast.success(t('cms:guides.saved'));
        },
        () => undefined,
      );
  };

  return (
    <form className={local.form} onSubmit={submit} noValidate>
      {server.rest.length > 0 && !saving && (
        <p className={local.alert} role="alert">
          {server.rest.join('\n')}
        </p>
      )}
      {GUIDE_TEXT_FIELDS.map((field) => (
        <LangFields
          key={field}
          base={base}
          field={field}
          legend={t(`cms:guides.fields.${field}`)}
          values={{ tr: values.texts.tr[field], en: values.texts.en[field], ar: values.texts.ar[field] }}
          errorOf={errorOf}
          onChange={setText(field)}
          rows={ROWS[field]}
          readOnly={field === 'slug' ? (lang) => lang === 'tr' : undefined}
          hint={
            field === 'slug'
              ? t('cms:guides.slugHint')
              : field === 'content'
                ? t('cms:guides.contentHint')
                : undefined
          }
        />
      ))}
      <GuidePreview values={values} lang={previewLang} onLang={setPreviewLang} />
      <p className={local.savedNote} role="status">
        {saved &&
          `${t('cms:guides.savedAt', { time: moment(saved.at) })}${saved.cleaned ? ` ${t('cms:guides.cleaned')}` : ''}`}
      </p>
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={saving}>
          {saving ? t('cms:form.saving') : t('cms:form.save')}
        </button>
        <button type="button" className={formStyles.secondary} onClick={() => dispatch(contentModalClosed())}>
          {saved ? t('cms:form.close') : t('cms:form.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The edit dialog of a guide (wide: the three languages side by side). */
export function GuideFormModal() {
  const { t } = useContentText();
  const dispatch = useAppDispatch();
  const { modal, guides } = useAppSelector((state) => selectContentEditor(state));
  const slug = modal?.type === 'guide' ? modal.slug : null;
  const guide = slug === null ? null : (guides.find((candidate) => candidate.slug === slug) ?? null);
  return (
    <Dialog
      size="wide"
      open={guide !== null}
      title={guide ? t('cms:guides.editTitle', { title: guide.texts.tr.title }) : ''}
      closeLabel={t('common.close')}
      onClose={() => dispatch(contentModalClosed())}
    >
      {guide && <GuideForm key={guide.slug} guide={guide} />}
    </Dialog>
  );
}
