/**
 * Wraps the OpenAPI theme's parameter in a list item: the theme lists
 * parameters in a <ul> whose children are plain <div>s, which screen readers
 * cannot read as a list (see also src/theme/Schema).
 */
import type { ComponentProps } from 'react';
import ParamsItem from '@theme-original/ParamsItem';
import styles from './styles.module.css';

export default function ParamsItemWrapper(props: ComponentProps<typeof ParamsItem>) {
  return (
    <li className={styles.item}>
      <ParamsItem {...props} />
    </li>
  );
}
