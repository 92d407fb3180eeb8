import { MAP_EMBED_URL } from '@pusula/core/site/organization.ts';
import { MAP_URL } from '@pusula/core/site/routes.ts';
import { MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import styles from './contact.module.css';

/** How far ahead of the viewport the map starts loading. */
const PRELOAD_MARGIN = '200px 0px';
/** The frame's intrinsic size (CSS gives the box a fixed ratio per width, so nothing moves on load). */
const FRAME = { width: 1200, height: 450 };

/**
 * The embedded OpenStreetMap map. Not in the page (so no request to a third party) until its
 * placeholder comes near the viewport; a button loads it at once (and where IntersectionObserver is
 * missing). The placeholder holds the frame's size, so loading shifts nothing.
 */
export function LazyMap() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = placeholder.current;
    if (shown || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setShown(true);
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [shown]);

  return (
    <section className={styles.mapSection} aria-labelledby="contact-map-heading">
      <h2 id="contact-map-heading" className={styles.heading}>
        {t('contact:map.title')}
      </h2>
      <div className={styles.mapFrame}>
        {shown ? (
          <iframe
            className={styles.map}
            src={MAP_EMBED_URL}
            title={t('contact:map.frameTitle')}
            width={FRAME.width}
            height={FRAME.height}
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-popups"
          />
        ) : (
          <div ref={placeholder} className={styles.mapPlaceholder} data-testid="map-placeholder">
            <MapPin className={styles.mapPin} size={32} aria-hidden />
            <p>{t('contact:map.placeholder')}</p>
            <button type="button" className={styles.mapButton} onClick={() => setShown(true)}>
              {t('contact:map.show')}
            </button>
          </div>
        )}
      </div>
      <p className={styles.mapLink}>
        <a href={MAP_URL} target="_blank" rel="noopener noreferrer">
          {t('contact:map.open')}
          <span className="visually-hidden"> ({t('contact:details.newTab')})</span>
        </a>
      </p>
    </section>
  );
}
