/**
 * Events the tracker records by itself, on every page:
 * - the visitor's link clicks that leave the site or download a file (one delegated listener);
 * - scroll depth milestones, once each per page view;
 * - webinar page sections (`.webinar-page section[id]`) as they come into view, once each per page view;
 * - play, pause and end of any `<video>` (media events do not bubble, so the listeners capture).
 */
import { track } from '@site/src/lib/tracking';
import {
  linkClickEvent,
  newMilestones,
  scrollPercent,
  sectionSeen,
  videoName,
  videoProgress,
} from '@site/src/lib/tracking/autoCapture';
import type { ScrollDepthMilestone } from '@site/src/lib/tracking/constants';

/** The page element the Layout wrapper marks on webinar paths (src/theme/Layout). */
const WEBINAR_ROOT = '.webinar-page';
const SECTION = 'section[id]';
/** Fine steps, so that tall sections (which never get half visible) are checked as they fill the screen. */
const SECTION_THRESHOLDS = [0, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1];

function onLinkClick(event: MouseEvent): void {
  // Only the visitor's own clicks: a script that saves a file through a synthetic link click
  // (the calendar file, the checklist) reports that download itself, once (src/lib/tracking/contract.ts).
  if (!event.isTrusted || event.button > 1) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const tracked = linkClickEvent({ href: link.href, download: link.getAttribute('download') }, window.location.href);
  if (tracked) track(tracked);
}

function onMediaEvent(event: Event): void {
  const video = event.target;
  if (!(video instanceof HTMLVideoElement)) return;
  // A video that reaches its end pauses first; 'ended' reports it.
  if (event.type === 'pause' && video.ended) return;
  const action = event.type === 'play' ? 'play' : event.type === 'pause' ? 'pause' : 'complete';
  const progress = videoProgress(video.currentTime, video.duration);
  track({
    kind: 'video',
    action,
    name: videoName({
      dataTrackName: video.dataset.trackName,
      ariaLabel: video.getAttribute('aria-label'),
      title: video.title,
      currentSrc: video.currentSrc,
    }),
    ...(progress === undefined ? {} : { progress }),
  });
}

function scrollDepth() {
  let fired = new Set<ScrollDepthMilestone>();
  let scheduled = false;
  const measure = () => {
    scheduled = false;
    const root = document.documentElement;
    const percent = scrollPercent(window.scrollY, window.innerHeight, root.scrollHeight);
    if (percent === undefined) return;
    for (const depth of newMilestones(percent, fired)) {
      fired.add(depth);
      track({ kind: 'scroll_depth', depth });
    }
  };
  window.addEventListener(
    'scroll',
    () => {
      if (scheduled) return;
      scheduled = true;
      window.requestAnimationFrame(measure);
    },
    { passive: true },
  );
  return {
    reset: () => {
      fired = new Set();
    },
  };
}

function webinarSections() {
  let intersections: IntersectionObserver | undefined;
  let mutations: MutationObserver | undefined;
  const stop = () => {
    intersections?.disconnect();
    mutations?.disconnect();
  };
  const start = () => {
    stop();
    const root = document.querySelector(WEBINAR_ROOT);
    if (!root || !('IntersectionObserver' in window)) return;
    const seen = new Set<string>();
    const observed = new WeakSet<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const { id } = entry.target;
          if (seen.has(id)) continue;
          const viewport = entry.rootBounds?.height ?? window.innerHeight;
          if (!sectionSeen(entry.intersectionRect.height, entry.boundingClientRect.height, viewport)) continue;
          seen.add(id);
          track({ kind: 'content_engagement', contentType: 'section', name: id });
        }
      },
      { threshold: SECTION_THRESHOLDS },
    );
    const observeAll = () => {
      root.querySelectorAll(SECTION).forEach((section) => {
        if (observed.has(section) || !section.id) return;
        observed.add(section);
        observer.observe(section);
      });
    };
    observeAll();
    // Sections rendered later (lazy parts of the page) are observed as they appear.
    mutations = new MutationObserver(observeAll);
    mutations.observe(root, { childList: true, subtree: true });
    intersections = observer;
  };
  return { start };
}

export interface AutoCapture {
  /** A new page view began: scroll milestones start over and the page's sections are observed afresh. */
  pageChanged(): void;
}

export function startAutoCapture(): AutoCapture {
  document.addEventListener('click', onLinkClick, true);
  document.addEventListener('auxclick', onLinkClick, true);
  for (const type of ['play', 'pause', 'ended']) document.addEventListener(type, onMediaEvent, true);
  const scroll = scrollDepth();
  const sections = webinarSections();
  return {
    pageChanged() {
      scroll.reset();
      sections.start();
    },
  };
}
