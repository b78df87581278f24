import useBaseUrl from '@docusaurus/useBaseUrl';
import clsx from 'clsx';
import type { IconName } from '@site/src/data/icons';
import styles from './styles.module.css';

interface Props {
  name: IconName;
  /** Rendered size in CSS pixels; the drawings are made on a 24 px grid. */
  size?: number;
  className?: string;
}

/**
 * A decorative icon from static/img/icons. Icons always sit next to text that
 * says the same thing, so they are hidden from assistive technology (alt="").
 */
export default function Icon({ name, size = 24, className }: Props) {
  return (
    <img
      className={clsx(styles.icon, className)}
      src={useBaseUrl(`/img/icons/${name}.svg`)}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
