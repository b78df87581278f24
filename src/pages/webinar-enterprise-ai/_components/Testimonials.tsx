import { memo } from 'react';
import type { WebinarConfig } from '@site/config/webinar';
import { webinarLanding as copy } from '@site/src/data/webinar';
import Section from './Section';
import styles from './Testimonials.module.css';

/** What attendees said; shown while `socialProof.testimonials` is on. */
function Testimonials({ config }: { config: WebinarConfig }) {
  if (!config.socialProof.testimonials) return null;
  return (
    <Section id="testimonials" heading={copy.testimonials.heading}>
      <ul className={styles.grid}>
        {copy.testimonials.items.map((item) => (
          <li key={item.role}>
            <figure className={styles.card}>
              <svg className={styles.mark} aria-hidden="true" viewBox="0 0 32 24" width="32" height="24">
                <path
                  d="M0 24V14C0 6 4 1 12 0v5c-4 1-6 4-6 8h6v11H0Zm20 0V14c0-8 4-13 12-14v5c-4 1-6 4-6 8h6v11H20Z"
                  fill="currentColor"
                />
              </svg>
              <blockquote className={styles.quote}>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className={styles.caption}>
                <strong>{item.role}</strong>
                <span>{item.organisation}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

// Static sections: the page re-renders when the session data arrives; these need not.
export default memo(Testimonials);
