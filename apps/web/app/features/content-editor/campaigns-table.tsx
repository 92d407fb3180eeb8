import type { CampaignAdmin } from '@pusula/core/contract/content.ts';
import { useRef, useState } from 'react';
import tables from '../../components/ui/table.module.css';
import { toast } from '../../components/ui/toast.ts';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import { CampaignRow } from './campaign-row.tsx';
import { moveCampaign, selectContentEditor } from './content-editor-slice.ts';
import { setCampaignActive } from './content-editor-thunks.ts';
import { useContentText } from './use-content-text.ts';

/**
 * The campaigns in their site order: edit, put on or take off the site, move up or down (each move
 * sends the full order). After a move the focus stays on the same button of the moved row.
 */
export function CampaignsTable() {
  const { t } = useContentText();
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
          className={`${tables.table} ${tables.compact} ${tables.stack}`}
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
            {campaigns.map((campaign, index) => (
              <CampaignRow
                key={campaign.id}
                campaign={campaign}
                index={index}
                count={campaigns.length}
                busy={busyId !== null}
                onToggle={() => toggle(campaign)}
                onMove={(offset) => move(campaign, offset)}
              />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
