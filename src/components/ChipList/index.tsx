import styles from './styles.module.css';

interface Props {
  chips: readonly string[];
  /** What the chips are, for screen readers (e.g. "Integrations"). */
  label: string;
}

/** A wrapped list of short labels: integrations, models, cities. */
export default function ChipList({ chips, label }: Props) {
  return (
    <ul className={styles.chips} aria-label={label}>
      {chips.map((chip) => (
        <li key={chip} className={styles.chip}>
          {chip}
        </li>
      ))}
    </ul>
  );
}
