import useBaseUrl from '@docusaurus/useBaseUrl';
import type { Illustration } from '@site/src/data/types';
import styles from './styles.module.css';

interface Props {
  image: Illustration;
  caption: string;
}

/** An illustration with its caption, lazily loaded at its intrinsic aspect ratio. */
export default function Figure({ image, caption }: Props) {
  return (
    <figure className={styles.figure}>
      <img
        className={styles.image}
        src={useBaseUrl(image.src)}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading="lazy"
        decoding="async"
      />
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
