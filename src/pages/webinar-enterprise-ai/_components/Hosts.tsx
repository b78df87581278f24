import { memo } from 'react';
import { webinarLanding as copy } from '@site/src/data/webinar';
import Section from './Section';
import styles from './Hosts.module.css';

/** The three hosts and what each covers in the session. */
function Hosts() {
  return (
    <Section id="hosts" heading={copy.hosts.heading} intro={copy.hosts.intro}>
      <ul className={styles.grid}>
        {copy.hosts.people.map((host) => (
          <li key={host.role} className={styles.card}>
            <span className={styles.avatar} aria-hidden="true">
              {host.initials}
            </span>
            <h3 className={styles.role}>{host.role}</h3>
            <p className={styles.covers}>{host.covers}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

// Static sections: the page re-renders when the session data arrives; these need not.
export default memo(Hosts);
