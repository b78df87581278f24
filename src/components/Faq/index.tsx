import JsonLd from '@site/src/components/JsonLd';
import { faqPage } from '@site/src/data/structuredData';
import type { FaqItem } from '@site/src/data/types';
import styles from './styles.module.css';

interface Props {
  items: readonly FaqItem[];
}

/**
 * Questions and answers as native disclosures (<details>/<summary>: keyboard
 * and screen-reader support come with the element), plus FAQPage structured data.
 */
export default function Faq({ items }: Props) {
  return (
    <div className={styles.faq}>
      <JsonLd data={faqPage(items)} />
      {items.map((item) => (
        <details key={item.question} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
