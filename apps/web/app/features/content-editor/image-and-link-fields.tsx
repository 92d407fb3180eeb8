import { controlProps, errorIdOf, FormField } from '../../components/ui/form-field.tsx';
import local from './content-editor.module.css';
import { fieldId } from './content-form.ts';
import { useContentText } from './use-content-text.ts';

interface ImageAndLinkFieldsProps {
  /** The form's id base (useId), as the other fields use it. */
  base: string;
  image: string;
  link: string;
  /** Images already used by campaigns, offered as suggestions. */
  images: string[];
  errorOf: (path: string) => string | undefined;
  onChange: (name: 'image' | 'link', value: string) => void;
}

/** A campaign's picture (a site path, with the pictures in use suggested) and link, side by side, with the picture's hint. */
export function ImageAndLinkFields({
  base,
  image,
  link,
  images,
  errorOf,
  onChange,
}: ImageAndLinkFieldsProps) {
  const { t } = useContentText();
  const imageId = fieldId(base, 'image');
  const linkId = fieldId(base, 'link');
  const listId = `${base}-images`;
  return (
    <div className={local.fieldBlock}>
      <div className={local.fieldRow}>
        <FormField id={imageId} label={t('cms:campaigns.fields.image')} error={errorOf('image')}>
          <input
            {...controlProps(imageId, errorOf('image'))}
            aria-describedby={`${errorIdOf(imageId)} ${imageId}-hint`}
            type="text"
            dir="ltr"
            list={listId}
            autoComplete="off"
            spellCheck={false}
            placeholder="/images/campaigns/…"
            value={image}
            onChange={(event) => onChange('image', event.target.value)}
          />
          <datalist id={listId}>
            {images.map((path) => (
              <option key={path} value={path} />
            ))}
          </datalist>
        </FormField>
        <FormField id={linkId} label={t('cms:campaigns.fields.link')} error={errorOf('link')}>
          <input
            {...controlProps(linkId, errorOf('link'))}
            type="text"
            dir="ltr"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="/kampanyalar"
            value={link}
            onChange={(event) => onChange('link', event.target.value)}
          />
        </FormField>
      </div>
      <p id={`${imageId}-hint`} className={local.hint}>
        {t('cms:campaigns.fields.imageHint')}
      </p>
    </div>
  );
}
