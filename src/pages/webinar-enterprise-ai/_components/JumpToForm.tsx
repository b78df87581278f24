import clsx from 'clsx';
import type { MouseEvent } from 'react';

interface Props {
  /** Id of the element holding the form. */
  anchor: string;
  label: string;
  className?: string;
}

/**
 * A call to action that takes the visitor to the registration form and puts
 * the cursor in its email field. Without JavaScript it is a plain in-page link.
 */
export default function JumpToForm({ anchor, label, className }: Props) {
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(anchor);
    const input = target?.querySelector<HTMLInputElement>('input[type="email"]');
    if (!target || !input) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    input.focus({ preventScroll: true });
    window.history.replaceState(null, '', `#${anchor}`);
  };
  return (
    <a className={clsx('button button--primary button--lg', className)} href={`#${anchor}`} onClick={jump}>
      {label}
    </a>
  );
}
