import { useEffect, useLayoutEffect } from 'react';
import { WEBINAR_STORAGE_KEYS } from '@site/config/webinar';
import { readStored } from '@site/src/components/FormKit';
import { bonusMs, markRegistration, prepaintScript } from './prepaint';
import styles from './Prepaint.module.css';

// useLayoutEffect runs before paint in the browser; on the server it would only warn.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Marks <html> for prepaint.ts: inline script on a full load, layout effect on a client-side navigation. */
export function PrepaintScript({ bonusHours }: { bonusHours: number }) {
  useBeforePaint(() => {
    markRegistration(
      document.documentElement,
      () => readStored(WEBINAR_STORAGE_KEYS.registration),
      Date.now(),
      bonusMs(bonusHours),
    );
  }, [bonusHours]);
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: prepaintScript(bonusHours) }} />;
}

/** Class names that show a part only in one state (see prepaint.ts). */
export const visibleWhen = {
  unregistered: styles.onlyUnregistered,
  registered: styles.onlyRegistered,
  bonusOpen: styles.onlyBonusOpen,
};
