import { type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './scroll-frame.module.css';

type Cue = 'start' | 'end' | 'both' | null;

/** Which edges of `scroller` hide content (logical: works with RTL's negative scrollLeft). */
function cueOf(scroller: HTMLElement): Cue {
  const max = scroller.scrollWidth - scroller.clientWidth;
  if (max <= 1) return null;
  const position = Math.abs(scroller.scrollLeft);
  const atStart = position <= 1;
  const atEnd = position >= max - 1;
  if (atStart) return 'end';
  if (atEnd) return 'start';
  return 'both';
}

interface ScrollFrameProps {
  /** The scroller's own class (overflow-x: auto, border, radius). */
  className?: string | undefined;
  children: ReactNode;
}

/**
 * A table's sideways scroller inside a frame that shades the edge where more columns wait
 * (`data-scroll-cue` = start, end or both), so a hidden column never goes unnoticed.
 */
export function ScrollFrame({ className, children }: ScrollFrameProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [cue, setCue] = useState<Cue>(null);

  useEffect(() => {
    const scroller = ref.current;
    if (!scroller) return;
    const update = () => setCue(cueOf(scroller));
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    return () => {
      scroller.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);

  return (
    <div className={styles.frame} data-scroll-cue={cue ?? undefined}>
      <div ref={ref} className={className}>
        {children}
      </div>
    </div>
  );
}
