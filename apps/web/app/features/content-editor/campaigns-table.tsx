import type { CampaignAdmin } from '@pusula/core/contract/content.ts';
import { ArrowDown, ArrowUp, Eye, EyeOff, ImageOff, Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import tables from '../../components/ui/table.module.css';
import { toast } from '../../components/ui/toast.ts';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import local from './content-editor.module.css';
import {
  contentModalOpened,
  moveCampaign,
  selectContentEditor,
  setCampaignActive,
} from './content-editor-slice.ts';
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

/**
 * The campaigns in their site order: edit, put on or take off the site, move up or down (each move
 * sends the full order). After a move the focus stays on the same button of the moved row.
 */
export function CampaignsTable() {
  const { t, moment } = useContentText();
  const dispatch = useAppDispatch();
  const { campaigns, loadingCampaigns, busyId } = useAppSelector((state) => selectContentEditor(state));
  const [announcement, setAnnouncement] = useState('');
  const table = useRef<HTMLTableElement>(null);

  const move = (campaign: CampaignAdmin, offset: -1 | 1) => {
    const title = campaign.texts.tr.title;
    void dispatch(moveCampaign({ id: campaign.id, offset }))
      .unwrap()
      .then(
        (list) => {
          const position = list.findIndex((row) => row.id === campaign.id) + 1;
          setAnnouncement(t('cms:campaigns.moved', { title, position, total: list.length }));
          // The row moved: put the focus back on its button (or the other one at an edge).
          requestAnimationFrame(() => {
            const row = table.current?.querySelector(`[data-campaign-id="${campaign.id}"]`);
            const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${offset}"]:not(:disabled)`);
            (wanted ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
          });
        },
        () => undefined,
      );
  };

  const toggle = (campaign: CampaignAdmin) => {
    const active = !campaign.active;
    void dispatch(setCampaignActive({ campaign, active }))
      .unwrap()
      .then(
        () =>
          toast.success(
            t(active ? 'cms:campaigns.activated' : 'cms:campaigns.deactivated', {
              title: campaign.texts.tr.title,
            }),
          ),
        () => undefined,
      );
  };

  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <div className={`${tables.scroll} ${tables.framed}`}>
        <table
          ref={table}
          className={`${tables.table} ${tables.compact}`}
          aria-label={t('cms:campaigns.tableLabel')}
          aria-busy={loadingCampaigns}
        >
          <thead>
            <tr>
              <th scope="col" className={tables.end}>
                {t('cms:campaigns.columns.order')}
              </th>
              <th scope="col">{t('cms:campaigns.columns.image')}</th>
              <th scope="col">{t('cms:campaigns.columns.title')}</th>
              <th scope="col">{t('cms:campaigns.columns.status')}</th>
              <th scope="col">{t('cms:campaigns.columns.changed')}</th>
              <th scope="col">{t('cms:campaigns.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {campaigns.length === 0 && (
              <tr>
                <td colSpan={6}>{loadingCampaigns ? t('cms:loading') : t('cms:campaigns.empty')}</td>
              </tr>
            )}
            {campaigns.map((campaign, index) => {
              const title = campaign.texts.tr.title;
              const busy = busyId !== null;
              return (
                <tr
                  key={campaign.id}
                  data-campaign-id={campaign.id}
                  data-active={campaign.active}
                  className={campaign.active ? undefined : local.inactiveRow}
                >
                  <td className={`num ${tables.end}`}>{index + 1}</td>
                  <td>
                    <Thumbnail src={campaign.image} />
                  </td>
                  <th scope="row" className={local.titleCell}>
                    {title}
                    {campaign.isSample && <span className={local.sampleTag}>{t('cms:sample')}</span>}
                  </th>
                  <td>
                    <ActiveBadge active={campaign.active} />
                  </td>
                  <td className={local.changed}>
                    <span className={local.date}>{moment(campaign.updatedAt)}</span>
                    <span className={local.muted}>{campaign.updatedBy ?? t('cms:seedAuthor')}</span>
                  </td>
                  <td>
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
                        aria-label={t(
                          campaign.active ? 'cms:campaigns.deactivateNamed' : 'cms:campaigns.activateNamed',
                          { title },
                        )}
                        disabled={busy}
                        onClick={() => toggle(campaign)}
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
                        onClick={() => move(campaign, -1)}
                      >
                        <ArrowUp size={18} aria-hidden />
                      </button>
                      <button
                        type="button"
                        className={local.iconButton}
                        data-move="1"
                        aria-label={t('cms:campaigns.moveDownNamed', { title })}
                        title={t('cms:actions.moveDown')}
                        disabled={busy || index === campaigns.length - 1}
                        onClick={() => move(campaign, 1)}
                      >
                        <ArrowDown size={18} aria-hidden />
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
