import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { useId, type ReactNode } from 'react';
import ActionLinks from '@site/src/components/ActionLinks';
import type { CtaCopy } from '@site/src/data/types';
import styles from './styles.module.css';

interface Props {
  cta: CtaCopy;
  /** Extra content under the text, such as a note on how a demo runs. */
  children?: ReactNode;
}

/** A closing call to action: a heading, one or two sentences and the actions. */
export default function CtaBand({ cta, children }: Props) {
  const generatedId = useId();
  const titleId = `${cta.id ?? generatedId}-title`;
  // Registers the anchor, so the build's broken-anchor check knows #id exists.
  useBrokenLinks().collectAnchor(cta.id);
  return (
    <section id={cta.id} aria-labelledby={titleId} className={styles.wrapper}>
      <div className="container">
        <div className={styles.band}>
          <h2 id={titleId} className={styles.title}>
            {cta.title}
          </h2>
          <p className={styles.text}>{cta.text}</p>
          {children}
          <ActionLinks actions={cta.actions} />
        </div>
      </div>
    </section>
  );
}
