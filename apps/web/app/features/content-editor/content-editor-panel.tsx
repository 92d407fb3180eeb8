import { BookOpen, Megaphone, Plus } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import formStyles from '../../components/ui/form.module.css';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import { CampaignFormModal } from './campaign-form-modal.tsx';
import { CampaignsTable } from './campaigns-table.tsx';
import local from './content-editor.module.css';
import { contentModalOpened, selectContentEditor } from './content-editor-slice.ts';
import { fetchCampaigns, fetchGuides } from './content-editor-thunks.ts';
import { GuideFormModal } from './guide-form-modal.tsx';
import { GuidesTable } from './guides-table.tsx';
import { useContentText } from './use-content-text.ts';

const TABS = ['campaigns', 'guides'] as const;
type Tab = (typeof TABS)[number];
/** The tab lives in the address (`?bolum=rehberler`), so a reload or a shared link keeps it. */
const PARAM = 'bolum';
const SLUG: Record<Tab, string> = { campaigns: 'kampanyalar', guides: 'rehberler' };

/**
 * The editors' screen for the site's content: campaigns (order, texts in three languages, on or off
 * the site) and the guides' texts, in two tabs.
 */
export function ContentEditorPanel() {
  const { t } = useContentText();
  const dispatch = useAppDispatch();
  const { error, campaigns } = useAppSelector((state) => selectContentEditor(state));
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get(PARAM) === SLUG.guides ? 'guides' : 'campaigns';
  const id = useId();
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ campaigns: null, guides: null });

  useEffect(() => {
    void dispatch(fetchCampaigns());
    void dispatch(fetchGuides());
  }, [dispatch]);

  const choose = (next: Tab, focus = false) => {
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'campaigns') copy.delete(PARAM);
        else copy.set(PARAM, SLUG[next]);
        return copy;
      },
      { replace: true },
    );
    if (focus) tabRefs.current[next]?.focus();
  };

  // Arrow keys move between the tabs (mirrored right-to-left), Home and End to the ends.
  const onKey = (event: KeyboardEvent) => {
    const rtl = document.documentElement.dir === 'rtl';
    const index = TABS.indexOf(tab);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = index + (rtl ? -1 : 1);
    else if (event.key === 'ArrowLeft') next = index + (rtl ? 1 : -1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = TABS.length - 1;
    if (next === null) return;
    event.preventDefault();
    choose(TABS[(next + TABS.length) % TABS.length]!, true);
  };

  const icons = { campaigns: Megaphone, guides: BookOpen };
  const sample = campaigns.some((campaign) => campaign.isSample);

  return (
    <section aria-labelledby={`${id}-title`} className={local.panel}>
      <h1 id={`${id}-title`}>{t('cms:title')}</h1>
      <p className={local.muted}>{t('cms:intro')}</p>
      {error && (
        <p className={local.alert} role="alert">
          {error}
        </p>
      )}
      <div className={local.tabs} role="tablist" aria-label={t('cms:tabs.label')}>
        {TABS.map((name) => {
          const Icon = icons[name];
          return (
            <button
              key={name}
              ref={(element) => {
                tabRefs.current[name] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-${name}-tab`}
              aria-selected={tab === name}
              aria-controls={`${id}-${name}-panel`}
              tabIndex={tab === name ? 0 : -1}
              className={local.tab}
              onClick={() => choose(name)}
              onKeyDown={onKey}
            >
              <Icon size={18} aria-hidden /> {t(`cms:tabs.${name}`)}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-campaigns-panel`}
        aria-labelledby={`${id}-campaigns-tab`}
        hidden={tab !== 'campaigns'}
        className={local.tabPanel}
      >
        <div className={local.sectionHeader}>
          <h2>{t('cms:campaigns.title')}</h2>
          <button
            type="button"
            className={formStyles.secondary}
            onClick={() => dispatch(contentModalOpened({ type: 'campaign', id: null }))}
          >
            <Plus size={18} aria-hidden /> {t('cms:campaigns.add')}
          </button>
        </div>
        <p className={local.muted}>{t('cms:campaigns.intro')}</p>
        <CampaignsTable />
        {sample && <p className={local.sample}>{t('cms:sampleNote')}</p>}
      </div>
      <div
        role="tabpanel"
        id={`${id}-guides-panel`}
        aria-labelledby={`${id}-guides-tab`}
        hidden={tab !== 'guides'}
        className={local.tabPanel}
      >
        <h2>{t('cms:guides.title')}</h2>
        <p className={local.muted}>{t('cms:guides.intro')}</p>
        <GuidesTable />
      </div>
      <CampaignFormModal />
      <GuideFormModal />
    </section>
  );
}
