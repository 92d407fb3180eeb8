import type { CampaignAdmin } from '@pusula/core/contract/content.ts';
import type { Lang } from '@pusula/core/i18n/languages.ts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import formStyles from '../../components/ui/form.module.css';
import { focusFirstError } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import local from './content-editor.module.css';
import { contentModalClosed, selectContentEditor } from './content-editor-slice.ts';
import { saveCampaign } from './content-editor-thunks.ts';
import {
  type CampaignTextField,
  type CampaignValues,
  campaignFieldOrder,
  campaignValuesOf,
  type FieldErrors,
  fieldId,
  placeServerErrors,
  readCampaign,
  usedImages,
} from './content-form.ts';
import { ImageAndLinkFields } from './image-and-link-fields.tsx';
import { LangFields } from './lang-fields.tsx';
import { CampaignPreview } from './previews.tsx';
import { useContentText } from './use-content-text.ts';

const ORDER = campaignFieldOrder();

/** Every field of a campaign in the three languages, with a preview of the visitors' card. */
function CampaignForm({ campaign, images }: { campaign: CampaignAdmin | null; images: string[] }) {
  const { t, lang: uiLang } = useContentText();
  const dispatch = useAppDispatch();
  const { saving, formErrors } = useAppSelector((state) => selectContentEditor(state));
  const base = useId();
  const [values, setValues] = useState<CampaignValues>(() => campaignValuesOf(campaign));
  const [typed, setTyped] = useState<FieldErrors>({});
  /** Fields typed in since the server's last answer: its message about them no longer applies. */
  const [retyped, setRetyped] = useState<ReadonlySet<string>>(new Set());
  const [previewLang, setPreviewLang] = useState<Lang>(uiLang);

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

  /** A field typed again loses its own error (the server's stay until the next save). */
  const clearTyped = (path: string) => {
    setRetyped((current) => (current.has(path) ? current : new Set([...current, path])));
    setTyped((current) => {
      if (!current[path]) return current;
      const { [path]: _gone, ...rest } = current;
      return rest;
    });
  };
  const setText = (field: CampaignTextField) => (lang: Lang, value: string) => {
    clearTyped(`texts.${lang}.${field}`);
    setValues((current) => ({
      ...current,
      texts: { ...current.texts, [lang]: { ...current.texts[lang], [field]: value } },
    }));
  };
  const setField = (name: 'image' | 'link', value: string) => {
    clearTyped(name);
    setValues((current) => ({ ...current, [name]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { edit, errors } = readCampaign(values);
    setTyped(errors);
    setRetyped(new Set());
    if (!edit) {
      focusFirstError(ORDER.map((path) => [fieldId(base, path), errors[path] ? 'x' : undefined] as const));
      return;
    }
    void dispatch(saveCampaign({ id: campaign?.id ?? null, edit }))
      .unwrap()
      .then(
        () => toast.success(t(campaign ? 'cms:campaigns.saved' : 'cms:campaigns.created')),
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
      <LangFields
        base={base}
        field="title"
        legend={t('cms:campaigns.fields.title')}
        values={{ tr: values.texts.tr.title, en: values.texts.en.title, ar: values.texts.ar.title }}
        errorOf={errorOf}
        onChange={setText('title')}
      />
      <LangFields
        base={base}
        field="description"
        legend={t('cms:campaigns.fields.description')}
        values={{
          tr: values.texts.tr.description,
          en: values.texts.en.description,
          ar: values.texts.ar.description,
        }}
        errorOf={errorOf}
        onChange={setText('description')}
        rows={4}
      />
      <ImageAndLinkFields
        base={base}
        image={values.image}
        link={values.link}
        images={images}
        errorOf={errorOf}
        onChange={setField}
      />
      <label className={local.check}>
        <input
          type="checkbox"
          checked={values.active}
          onChange={(event) => setValues((current) => ({ ...current, active: event.target.checked }))}
        />
        {t('cms:campaigns.fields.active')}
      </label>
      <CampaignPreview values={values} lang={previewLang} onLang={setPreviewLang} />
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={saving}>
          {saving ? t('cms:form.saving') : t('cms:form.save')}
        </button>
        <button type="button" className={formStyles.secondary} onClick={() => dispatch(contentModalClosed())}>
          {t('cms:form.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The add and edit dialog of a campaign (wide: the three languages side by side). */
export function CampaignFormModal() {
  const { t } = useContentText();
  const dispatch = useAppDispatch();
  const { modal, campaigns } = useAppSelector((state) => selectContentEditor(state));
  const id = modal?.type === 'campaign' ? modal.id : undefined;
  const campaign = id == null ? null : (campaigns.find((candidate) => candidate.id === id) ?? null);
  const open = modal?.type === 'campaign' && (id === null || campaign !== null);
  const title = campaign
    ? t('cms:campaigns.editTitle', { title: campaign.texts.tr.title })
    : t('cms:campaigns.addTitle');
  return (
    <Dialog
      size="wide"
      open={open}
      title={title}
      closeLabel={t('common.close')}
      onClose={() => dispatch(contentModalClosed())}
    >
      {open && <CampaignForm key={id ?? 'new'} campaign={campaign} images={usedImages(campaigns)} />}
    </Dialog>
  );
}
