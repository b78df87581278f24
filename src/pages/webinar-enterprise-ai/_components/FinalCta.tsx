import { SessionTime } from '@site/src/components/WebinarSession';
import { webinarLanding as copy } from '@site/src/data/webinar';
import JumpToForm from './JumpToForm';
import { formPlacement, type LandingProps } from './types';
import styles from './FinalCta.module.css';

/** The closing call to action: back to the form, labelled with the visitor's call-to-action variant. */
export default function FinalCta({ variants, session }: Pick<LandingProps, 'variants' | 'session'>) {
  return (
    <section id="final-cta" aria-labelledby="final-cta-heading" className={styles.section}>
      <div className={`container ${styles.inner}`}>
        <h2 id="final-cta-heading" className={styles.heading}>
          {copy.finalCta.heading}
        </h2>
        <p className={styles.text}>{copy.finalCta.text}</p>
        <SessionTime startsAt={session?.startsAt ?? null} copy={copy.session} className={styles.time} />
        <JumpToForm
          anchor={formPlacement(variants.formPosition).anchor}
          label={variants.cta}
          className={styles.button}
        />
      </div>
    </section>
  );
}
