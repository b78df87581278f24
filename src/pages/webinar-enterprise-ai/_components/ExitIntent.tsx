import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { WEBINAR_STORAGE_KEYS, type WebinarConfig } from '@site/config/webinar';
import ChecklistDownload from '@site/src/components/ChecklistDownload';
import { readStored, writeStored } from '@site/src/components/FormKit';
import { checklistDownload, webinarLanding as copy } from '@site/src/data/webinar';
import styles from './ExitIntent.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), textarea, select';

/** Whether a mouseout is the pointer leaving the window through its top edge. */
export function leavesThroughTop(event: Pick<MouseEvent, 'relatedTarget' | 'clientY'>): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

/** Whether to watch for exit intent: the flag is on, the pointer is a mouse or trackpad, and it has not shown yet this session. */
export function exitIntentArmed(
  config: WebinarConfig,
  { finePointer, shownThisSession }: { finePointer: boolean; shownThisSession: boolean },
): boolean {
  return config.optimization.exitIntent && finePointer && !shownThisSession;
}

/**
 * Exit intent (`optimization.exitIntent`): when a desktop pointer leaves the
 * window through the top, once per browser session, a dialog offers the
 * readiness checklist. The dialog is modal (the page behind is inert), keeps
 * Tab inside, closes with Escape or its buttons, and gives focus back to
 * where it was.
 */
export default function ExitIntent({ config }: { config: WebinarConfig }) {
  const enabled = config.optimization.exitIntent;
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<Element | null>(null);

  useEffect(() => {
    const armed = exitIntentArmed(config, {
      // Touch screens have no pointer leaving the window; a mouse or trackpad does.
      finePointer: window.matchMedia('(hover: hover) and (pointer: fine)').matches,
      shownThisSession: readStored(WEBINAR_STORAGE_KEYS.exitIntentShown, 'session') !== null,
    });
    if (!armed) return undefined;
    const onMouseOut = (event: MouseEvent) => {
      if (!leavesThroughTop(event)) return;
      document.removeEventListener('mouseout', onMouseOut);
      if (readStored(WEBINAR_STORAGE_KEYS.exitIntentShown, 'session')) return;
      writeStored(WEBINAR_STORAGE_KEYS.exitIntentShown, new Date().toISOString(), 'session');
      returnFocus.current = document.activeElement;
      setOpen(true);
    };
    document.addEventListener('mouseout', onMouseOut);
    return () => document.removeEventListener('mouseout', onMouseOut);
  }, [config]);

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    element.showModal();
    element.querySelector<HTMLInputElement>('input[type="email"]')?.focus();
  }, [open]);

  const onClose = useCallback(() => {
    setOpen(false);
    const previous = returnFocus.current;
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
  }, []);

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!enabled || !open) return null;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="exit-intent-heading"
      aria-describedby="exit-intent-text"
      onClose={onClose}
      onKeyDown={trapTab}
    >
      <button type="button" className={styles.close} aria-label="Close" onClick={() => dialog.current?.close()}>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
          <path d="m3 3 10 10M13 3 3 13" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <p className={styles.kicker}>{checklistDownload.heading}</p>
      <h2 id="exit-intent-heading" className={styles.heading}>
        {copy.exitIntent.heading}
      </h2>
      <p id="exit-intent-text" className={styles.text}>
        {copy.exitIntent.text}
      </p>
      <ChecklistDownload config={config} />
      <button type="button" className={styles.dismiss} onClick={() => dialog.current?.close()}>
        {copy.exitIntent.dismiss}
      </button>
    </dialog>
  );
}
