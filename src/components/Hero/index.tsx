import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import ActionLinks from '@site/src/components/ActionLinks';
import type { HeroCopy, Illustration } from '@site/src/data/types';
import styles from './styles.module.css';

interface Props {
  hero: HeroCopy;
  /** Shown beside the copy from tablet width up; phones get the copy alone. */
  visual?: Illustration;
  /** Extra content under the lede, such as the next session's date. */
  children?: ReactNode;
}

/** The opening band of a marketing page: eyebrow, the page's H1, lede, actions. */
export default function Hero({ hero, visual, children }: Props) {
  const visualSrc = useBaseUrl(visual?.src ?? '/');
  return (
    <header className={clsx(styles.hero, visual && styles.withVisual)}>
      <div className={clsx('container', styles.inner)}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 className={styles.title}>{hero.title}</h1>
          <p className={styles.lede}>{hero.lede}</p>
          {children}
          <ActionLinks actions={hero.actions} align={visual ? 'start' : 'center'} />
          {hero.jumpLinks && (
            <nav aria-label="On this page" className={styles.jump}>
              <ul>
                {hero.jumpLinks.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        {visual && (
          <img
            className={styles.visual}
            src={visualSrc}
            width={visual.width}
            height={visual.height}
            alt={visual.alt}
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
    </header>
  );
}
