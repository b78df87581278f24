/**
 * Keeps the request body editor in reach of the keyboard. The theme puts the
 * editor in a box that scrolls (at most 500 px high) and switches the editor
 * off when it loses focus, to be switched on again by a click. So a reader who
 * tabbed past it could neither type in it nor scroll it again without a mouse,
 * and while it mounts the box holds nothing focusable (axe:
 * scrollable-region-focusable). Here the box is a named, focusable group, and
 * focus reaching the box or the editor switches the editor back on.
 *
 * Leans on the theme's markup (the box's class, the editor's <pre> and the
 * click handler on its parent): e2e/api-reference.e2e.ts fails if they change.
 */
import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import LiveEditor from '@theme-original/ApiExplorer/LiveEditor';
import styles from './styles.module.css';

const BOX = '.openapi-explorer__playground-container';

export default function LiveEditorWrapper(props: ComponentProps<typeof LiveEditor>) {
  const root = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const box = root.current?.querySelector(BOX);
    if (!box) return;
    box.setAttribute('tabindex', '0');
    box.setAttribute('role', 'group');
    box.setAttribute('aria-label', 'Request body');
  });

  const switchOn = () => {
    // Focus moving from the editor to its box first blurs the editor, which the theme answers by
    // switching it off in a later render: look once that has happened.
    setTimeout(() => {
      const editor = root.current?.querySelector<HTMLElement>(`${BOX} pre`);
      // The theme turns its editor back on with a click on the editor's wrapper.
      if (editor && !editor.isContentEditable) editor.parentElement?.click();
    }, 0);
  };

  return (
    <div ref={root} className={styles.contents} onFocus={switchOn}>
      <LiveEditor {...props} />
    </div>
  );
}
