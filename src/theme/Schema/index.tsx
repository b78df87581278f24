/**
 * Wraps the OpenAPI theme's schema in a list item: the theme places it
 * directly inside a <ul> (request and response bodies), and a list may only
 * hold list items, or screen readers announce an empty list.
 */
import type { ComponentProps } from 'react';
import Schema from '@theme-original/Schema';
import styles from './styles.module.css';

export default function SchemaWrapper(props: ComponentProps<typeof Schema>) {
  return (
    <li className={styles.item}>
      <Schema {...props} />
    </li>
  );
}
