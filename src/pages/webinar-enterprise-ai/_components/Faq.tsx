import { memo } from 'react';
import type { WebinarConfig } from '@site/config/webinar';
import { webinarLanding as copy } from '@site/src/data/webinar';
import Section from './Section';
import styles from './Faq.module.css';

/** Questions and answers; an answer that promises an email shows only while that email is on. */
function Faq({ config }: { config: WebinarConfig }) {
  const items = copy.faq.items.filter((item) => !item.requires || config.emailAutomation[item.requires]);
  return (
    <Section id="faq" heading={copy.faq.heading} narrow>
      <div className={styles.list}>
        {items.map((item) => (
          <details key={item.question} className={styles.item}>
            <summary className={styles.question}>{item.question}</summary>
            <p className={styles.answer}>
              {item.answer}
              {item.link && (
                <>
                  {' '}
                  <a href={item.link.to}>{item.link.label}</a>.
                </>
              )}
            </p>
          </details>
        ))}
      </div>
    </Section>
  );
}

// Static sections: the page re-renders when the session data arrives; these need not.
export default memo(Faq);
