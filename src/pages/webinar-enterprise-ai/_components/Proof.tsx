import type { WebinarConfig } from '@site/config/webinar';
import type { SessionView } from '@site/src/components/WebinarSession';
import { fill, plural, webinarLanding as copy } from '@site/src/data/webinar';
import styles from './Proof.module.css';

interface Props {
  config: WebinarConfig;
  session: SessionView | null;
}

/**
 * Social proof: the customer wordmarks of `socialProof.customerLogos` and,
 * while `socialProof.registrationCount` is on, the real number of people
 * registered for the coming session (from the session API; its line keeps
 * its height until the number arrives).
 */
export default function Proof({ config, session }: Props) {
  const logos = config.socialProof.customerLogos;
  const showCount = config.socialProof.registrationCount;
  if (logos.length === 0 && !showCount) return null;
  const count = session?.registrationCount ?? null;
  return (
    <section id="proof" aria-labelledby="proof-heading" className={styles.proof}>
      <div className="container">
        <h2 id="proof-heading" className={styles.heading}>
          {copy.proof.heading}
        </h2>
        {logos.length > 0 && (
          <ul className={styles.logos} aria-label={copy.proof.logosLabel}>
            {logos.map((logo) => (
              <li key={logo}>
                <img
                  src={`/img/customers/${logo}.svg`}
                  alt={copy.customers[logo] ?? logo}
                  width={160}
                  height={48}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        )}
        {showCount && (
          <p className={styles.count} data-testid="registration-count">
            {count !== null && count > 0 && (
              <strong>{fill(copy.urgency.registered, { people: plural(count, 'person', 'people') })}</strong>
            )}
          </p>
        )}
      </div>
    </section>
  );
}
