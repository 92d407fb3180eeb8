import { Pencil } from 'lucide-react';
import tables from '../../components/ui/table.module.css';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import { ActiveBadge } from './campaign-row.tsx';
import local from './content-editor.module.css';
import { contentModalOpened, selectContentEditor } from './content-editor-slice.ts';
import { useContentText } from './use-content-text.ts';

/** The guides (the six articles under Avantajlı Çözümler), each with its edit button. */
export function GuidesTable() {
  const { t, moment } = useContentText();
  const dispatch = useAppDispatch();
  const { guides, loadingGuides } = useAppSelector((state) => selectContentEditor(state));
  return (
    <div className={`${tables.scroll} ${tables.framed}`}>
      <table
        className={`${tables.table} ${tables.compact} ${tables.stack}`}
        aria-label={t('cms:guides.tableLabel')}
        aria-busy={loadingGuides}
      >
        <thead>
          <tr>
            <th scope="col">{t('cms:guides.columns.title')}</th>
            <th scope="col">{t('cms:guides.columns.address')}</th>
            <th scope="col">{t('cms:guides.columns.status')}</th>
            <th scope="col">{t('cms:guides.columns.changed')}</th>
            <th scope="col">{t('cms:guides.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {guides.length === 0 && (
            <tr>
              <td colSpan={5}>{loadingGuides ? t('cms:loading') : t('cms:guides.empty')}</td>
            </tr>
          )}
          {guides.map((guide) => {
            const title = guide.texts.tr.title;
            return (
              <tr key={guide.id} data-guide-slug={guide.slug}>
                <th scope="row" className={local.titleCell} data-label={t('cms:guides.columns.title')}>
                  {title}
                  {guide.isSample && <span className={local.sampleTag}>{t('cms:sample')}</span>}
                </th>
                <td className={local.slugCell} data-label={t('cms:guides.columns.address')}>
                  <span dir="ltr">/avantajli-cozumler/{guide.slug}</span>
                </td>
                <td data-label={t('cms:guides.columns.status')}>
                  <ActiveBadge active={guide.active} />
                </td>
                <td className={local.changed} data-label={t('cms:guides.columns.changed')}>
                  <span className={local.date}>{moment(guide.updatedAt)}</span>
                  <span className={local.muted}>{guide.updatedBy ?? t('cms:seedAuthor')}</span>
                </td>
                <td data-label={t('cms:guides.columns.actions')}>
                  <button
                    type="button"
                    className={local.textButton}
                    aria-label={t('cms:guides.editNamed', { title })}
                    onClick={() => dispatch(contentModalOpened({ type: 'guide', slug: guide.slug }))}
                  >
                    <Pencil size={18} aria-hidden /> {t('cms:actions.edit')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
