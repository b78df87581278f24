/**
 * Wraps the app root to add what stays mounted across route changes: the
 * "Ask the docs" host (src/components/AskHost, which loads the panel when a
 * reader first reaches for it) and the consent banner. The banner's code
 * loads only when the build configures a tag that needs consent and the
 * banner has something to ask: the visitor has not chosen yet (in the opt-out model, has not confirmed or refused the tags that
 * already run), or pressed the footer's "Cookie settings" button.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Root from '@theme-original/Root';
import type { Props } from '@theme/Root';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import AskHost from '@site/src/components/AskHost';
import { consentStore, consentUndecided } from '@site/src/lib/tracking/consent';
import { optionalTagsConfigured, trackingIdsFrom } from '@site/src/lib/tracking/ids';
import './styles.module.css';

const ConsentBanner = lazy(() => import('@site/src/components/ConsentBanner'));

/** The footer's Cookie settings button (config/footer.ts). */
const SETTINGS_BUTTON = '[data-consent-settings]';

type BannerState = { open: false } | { open: true; reopened: boolean; returnFocus?: HTMLElement };

export default function RootWrapper({ children }: Props) {
  const { siteConfig } = useDocusaurusContext();
  const ids = trackingIdsFrom(siteConfig.customFields);
  const needed = optionalTagsConfigured(ids);
  const [banner, setBanner] = useState<BannerState>({ open: false });

  useEffect(() => {
    if (!needed) return undefined;
    const store = consentStore();
    // Opt-in: nothing runs until the visitor answers. Opt-out: the tags run, and the banner offers the refusal.
    if (consentUndecided(store.get())) setBanner({ open: true, reopened: false });
    // A choice made in another tab answers the question here too.
    const unsubscribe = store.subscribe((state) => {
      if (!consentUndecided(state)) {
        setBanner((current) => (current.open && !current.reopened ? { open: false } : current));
      }
    });
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>(SETTINGS_BUTTON) : null;
      if (button) setBanner({ open: true, reopened: true, returnFocus: button });
    };
    document.addEventListener('click', onClick);
    return () => {
      unsubscribe();
      document.removeEventListener('click', onClick);
    };
  }, [needed]);

  const close = useCallback(() => {
    if (banner.open) banner.returnFocus?.focus();
    setBanner({ open: false });
  }, [banner]);

  return (
    <Root>
      {children}
      <AskHost />
      {banner.open && (
        <Suspense fallback={null}>
          <ConsentBanner ids={ids} reopened={banner.reopened} onDone={close} />
        </Suspense>
      )}
    </Root>
  );
}
