/**
 * Wraps the OpenAPI theme's request panel ("Send API Request" and the code
 * samples) so that its code, most of an operation page's JavaScript (request
 * builder, code generators, editors), loads when the panel comes near the
 * viewport instead of with the page. On a wide screen the panel sits beside
 * the operation and loads at once; on a phone it sits below the description
 * and loads as the reader scrolls towards it.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import type OriginalApiExplorer from '@theme-original/ApiExplorer';
import SkeletonLoader from '@theme/SkeletonLoader';

const ApiExplorer = lazy(() => import('@theme-original/ApiExplorer'));

/** Start loading a little before the panel scrolls into view. */
const PRELOAD_MARGIN = '400px 0px';

export default function ApiExplorerWrapper(props: ComponentProps<typeof OriginalApiExplorer>) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element || near) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (!near) {
    return (
      <div ref={placeholder}>
        <SkeletonLoader size="lg" />
      </div>
    );
  }
  return (
    <Suspense fallback={<SkeletonLoader size="lg" />}>
      <ApiExplorer {...props} />
    </Suspense>
  );
}
