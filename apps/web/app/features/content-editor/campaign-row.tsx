import type { CampaignAdmin } from '@pusula/core/contract/content.ts';
import { ArrowDown, ArrowUp, Eye, EyeOff, ImageOff, Pencil } from 'lucide-react';
import { useState } from 'react';
import tables from '../../components/ui/table.module.css';
import { useAppDispatch } from '../../store/store.ts';
import local from './content-editor.module.css';
import { contentModalOpened } from './content-editor-slice.ts';
import { isShowableImage } from './content-form.ts';
import { useContentText } from './use-content-text.ts';

function Thumbnail({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (!isShowableImage(src) || broken) {
    return (
      <span className={local.thumb} data-empty="true">
        <ImageOff size={18} aria-hidden />
      </span>
    );
  }
  return (
    <img className={local.thumb} src={src} alt="" width={64} height={36} onError={() => setBroken(true)} />
  );
}

/** Yayında / Yayında değil: an icon and a word, never colour alone. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useContentText();
  return (
    <span className={local.badge} data-state={active ? 'on' : 'off'}>
      {active ? <Eye size={14} aria-hidden /> : <EyeOff size={14} aria-hidden />}
      {active ? t('cms:status.active') : t('cms:status.inactive')}
    </span>
  );
}

interface CampaignRowProps {
  campaign: CampaignAdmin;
  index: number;
  count: number;
  busy: boolean;
  onToggle: () => void;
  onMove: (offset: -1 | 1) => void;
}

/** One campaign: its place, picture, title, state and last change, and its actions. */
export function CampaignRow({ campaign, index, count, busy, onToggle, onMove }: CampaignRowProps) {
  const { t, moment } = useContentText();
  const dispatch = useAppDispatch();
  const title = campaign.texts.tr.title;
  return (
    <tr
      data-campaign-id={campaign.id}
      data-active={campaign.active}
      className={campaign.active ? undefined : local.inactiveRow}
    >
      <td className={tables.end} data-label={t('cms:campaigns.columns.order')}>
        <span className="num">{index + 1}</span>
      </td>
      <td data-label={t('cms:campaigns.columns.image')}>
        <Thumbnail src={campaign.image} />
      </td>
      <th scope="row" className={local.titleCell} data-label={t('cms:campaigns.columns.title')}>
        {title}
        {campaign.isSample && <span className={local.sampleTag}>{t('cms:sample')}</span>}
      </th>
      <td data-label={t('cms:campaigns.columns.status')}>
        <ActiveBadge active={campaign.active} />
      </td>
      <td className={local.changed} data-label={t('cms:campaigns.columns.changed')}>
        <span className={local.date}>{moment(campaign.updatedAt)}</span>
        <span className={local.muted}>{campaign.updatedBy ?? t('cms:seedAuthor')}</span>
      </td>
      <td data-label={t('cms:campaigns.columns.actions')}>
        <div className={local.rowActions}>
          <button
            type="button"
            className={local.iconButton}
            aria-label={t('cms:campaigns.editNamed', { title })}
            title={t('cms:actions.edit')}
            onClick={() => dispatch(contentModalOpened({ type: 'campaign', id: campaign.id }))}
          >
            <Pencil size={18} aria-hidden />
          </button>
          <button
            type="button"
            className={local.textButton}
            aria-label={t(campaign.active ? 'cms:campaigns.deactivateNamed' : 'cms:campaigns.activateNamed', {
              title,
            })}
            disabled={busy}
            onClick={onToggle}
          >
            {campaign.active ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
            {campaign.active ? t('cms:actions.deactivate') : t('cms:actions.activate')}
          </button>
          <button
            type="button"
            className={local.iconButton}
            data-move="-1"
            aria-label={t('cms:campaigns.moveUpNamed', { title })}
            title={t('cms:actions.moveUp')}
            disabled={busy || index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp size={18} aria-hidden />
          </button>
          <button
            type="button"
            className={local.iconButton}
            data-move="1"
            aria-label={t('cms:campaigns.moveDownNamed', { title })}
            title={t('cms:actions.moveDown')}
            disabled={busy || index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown size={18} aria-hidden />
          </button>
        </div>
      </td>
    </tr>
  );
}
