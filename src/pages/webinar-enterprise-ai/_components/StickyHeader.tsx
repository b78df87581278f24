import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { WEEKLY_WORKSHOP } from '@site/config/banner';
import { webinarLanding as copy } from '@site/src/data/webinar';
import { formatInUsZone } from '@site/src/lib/sessionTime';
import JumpToForm from './JumpToForm';
import { formPlacement, type LandingProps } from './types';
import styles from './StickyHeader.module.css';

/**
 * A slim bar under the navbar with the session time and the call to action,
 * shown while `optimization.stickyHeader` is on and the registration form
 * has scrolled out of view above.
 */
export default function StickyHeader({
  config,
  variants,
  session,
}: Pick<LandingProps, 'config' | 'variants' | 'session'>) {
  const enabled = config.optimization.stickyHeader;
  const anchor = formPlacement(variants.formPosition).anchor;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const target = enabled ? document.getElementById(anchor) : null;
    if (!target) return undefined;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setVisible(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled, anchor]);

  if (!enabled) return null;
  return (
    <div className={clsx(styles.bar, visible && styles.visible)} data-testid="sticky-header" data-visible={visible}>
      <div className={clsx('container', styles.inner)}>
        <p className={styles.text}>
          <strong>{copy.stickyHeader.label}</strong>
          {session && <span className={styles.time}>{formatInUsZone(session.startsAt, WEEKLY_WORKSHOP, 'PT')}</span>}
        </p>
        <JumpToForm anchor={anchor} label={variants.cta} className={styles.button} />
      </div>
    </div>
  );
}
