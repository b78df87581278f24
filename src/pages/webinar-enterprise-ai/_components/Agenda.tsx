import { memo } from 'react';
import { webinarLanding as copy } from '@site/src/data/webinar';
import Section from './Section';
import styles from './Agenda.module.css';

/** The session minute by minute, with a bar showing each part's share of the 45 minutes. */
function Agenda() {
  const items = copy.agenda.items;
  const total = items.reduce((sum, item) => sum + item.minutes, 0);
  let elapsed = 0;
  return (
    <Section id="agenda" heading={copy.agenda.heading}>
      <div className={styles.bar} aria-hidden="true">
        {items.map((item) => (
          <span key={item.title} className={styles.segment} style={{ flexGrow: item.minutes }} />
        ))}
      </div>
      <ol className={styles.list}>
        {items.map((item) => {
          const start = elapsed;
          elapsed += item.minutes;
          return (
            <li key={item.title} className={styles.item}>
              <div className={styles.minutes}>
                <span className={styles.duration}>{item.minutes} min</span>
                <span className={styles.clock}>
                  {start}–{elapsed} of {total}
                </span>
              </div>
              <div>
                <h3 className={styles.title}>{item.title}</h3>
                <p className={styles.detail}>{item.detail}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

// Static sections: the page re-renders when the session data arrives; these need not.
export default memo(Agenda);
