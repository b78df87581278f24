/**
 * After a source link closes the panel and navigates, focus goes to the heading it names (or the page's title),
 * once the new page shows it, so that a keyboard or screen reader user lands where a sighted reader looks. The
 * heading scrolls into view below the sticky navbar (the theme gives headings a scroll margin).
 */

/** How long to wait for the target page to render. */
const WAIT_MS = 5000;

export function focusTarget(href: string): void {
  const url = new URL(href, window.location.href);
  const id = decodeURIComponent(url.hash.slice(1));
  const find = () => (id ? document.getElementById(id) : document.querySelector<HTMLElement>('main h1'));
  // On another page, an element of the page being left may carry the same id: wait for a new one.
  const stale = url.pathname === window.location.pathname ? null : find();
  const deadline = performance.now() + WAIT_MS;
  const attempt = () => {
    const target = window.location.pathname === url.pathname ? find() : null;
    if (!target || target === stale) {
      if (performance.now() < deadline) requestAnimationFrame(attempt);
      return;
    }
    if (!target.hasAttribute('tabindex')) {
      target.setAttribute('tabindex', '-1');
      target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
    }
    target.scrollIntoView();
    target.focus({ preventScroll: true });
  };
  requestAnimationFrame(attempt);
}
