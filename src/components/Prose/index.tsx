import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  paragraphs: readonly string[];
  /** Larger text for an opening statement. */
  size?: 'md' | 'lg';
}

/** Paragraphs at a readable measure. */
export default function Prose({ paragraphs, size = 'md' }: Props) {
  return (
    <div className={clsx(styles.prose, size === 'lg' && styles.large)}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
