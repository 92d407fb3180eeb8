import { TOOL_ROUTES } from '@pusula/core/site/routes.ts';
import { ChevronDown, Menu, Plus, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch } from '../../store/store.ts';
import { currencySettingsOpened } from '../ui/ui-slice.ts';
import { useScrolledPast } from '../ui/use-scrolled-past.ts';
import styles from './header.module.css';
import { Logo } from './logo.tsx';

/** docs/requirements/site-and-pages.md#header header: logo, tools dropdown (hover on desktop), mobile menu, user menu, plus button. */
export function Header({ userMenu }: { userMenu?: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [toolsOpen, setToolsOpen] = useState(false);
  const scrolled = useScrolledPast(150);
  const toolsId = useId();
  const mobileId = useId();
  const toolsRef = useRef<HTMLLIElement>(null);
  const toolsButton = useRef<HTMLButtonElement>(null);
  const isHome = location.pathname === '/';

  // Close the menus on navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose
  useEffect(() => {
    setMobileOpen(false);
    setToolsOpen(false);
  }, [location.pathname]);

  const tools = TOOL_ROUTES.map((tool) => (
    <li key={tool.path}>
      <NavLink to={tool.path} className={styles.dropdownLink}>
        {t(`pages.${tool.page}.title`)}
      </NavLink>
    </li>
  ));

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo} aria-label={t('nav.home')}>
          <Logo />
          <span className={styles.logoText}>{t('site.name')}</span>
        </Link>

        <nav className={styles.desktopNav} aria-label={t('nav.menu')}>
          <ul className={styles.navList}>
            <li
              ref={toolsRef}
              className={styles.dropdownHost}
              onMouseEnter={() => setToolsOpen(true)}
              onMouseLeave={() => setToolsOpen(false)}
              onBlur={(event) => {
                if (!toolsRef.current?.contains(event.relatedTarget as Node)) setToolsOpen(false);
              }}
              // Esc closes the list from its button or any of its links; focus goes back to the button.
              onKeyDown={(event) => {
                if (event.key !== 'Escape' || !toolsOpen) return;
                event.preventDefault();
                setToolsOpen(false);
                toolsButton.current?.focus();
              }}
            >
              <button
                ref={toolsButton}
                type="button"
                className={styles.navButton}
                aria-expanded={toolsOpen}
                aria-controls={toolsId}
                onClick={() => setToolsOpen((open) => !open)}
              >
                {t('nav.tools')} <ChevronDown size={16} aria-hidden />
              </button>
              <ul id={toolsId} className={styles.dropdown} hidden={!toolsOpen}>
                {tools}
              </ul>
            </li>
            <li>
              <NavLink to="/kampanyalar" className={styles.navLink}>
                {t('nav.campaigns')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/iletisim" className={styles.navLink}>
                {t('nav.contact')}
              </NavLink>
            </li>
          </ul>
        </nav>

        <div className={styles.actions}>
          {isHome && (
            <button
              type="button"
              className={`${styles.plus} ${scrolled ? styles.plusHidden : ''}`}
              aria-label={t('nav.currencySettings')}
              title={t('nav.currencySettings')}
              tabIndex={scrolled ? -1 : 0}
              aria-hidden={scrolled}
              onClick={() => dispatch(currencySettingsOpened())}
            >
              <Plus size={20} aria-hidden />
            </button>
          )}
          {userMenu}
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={mobileOpen}
            aria-controls={mobileId}
            aria-label={mobileOpen ? t('nav.closeMenu') : t('nav.menu')}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <X size={22} aria-hidden /> : <Menu size={22} aria-hidden />}
          </button>
        </div>
      </div>

      <nav id={mobileId} className={styles.mobileNav} hidden={!mobileOpen} aria-label={t('nav.menu')}>
        <ul className={styles.mobileList}>
          <li>
            <details className={styles.mobileTools}>
              <summary>
                {t('nav.tools')}
                <ChevronDown size={18} aria-hidden className={styles.expandMark} />
              </summary>
              <ul>{tools}</ul>
            </details>
          </li>
          <li>
            <NavLink to="/kampanyalar">{t('nav.campaigns')}</NavLink>
          </li>
          <li>
            <NavLink to="/iletisim">{t('nav.contact')}</NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
