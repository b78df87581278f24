/**
 * The pure rules behind automatic capture (src/clientModules/tracking): which
 * link clicks are downloads or external links, which scroll milestones a
 * position reaches, when a section counts as seen, what a video is called.
 */
import { SCROLL_DEPTH_MILESTONES, type ScrollDepthMilestone } from './constants';
import type { TrackingEvent } from './index';

/** File types whose links count as downloads even without a `download` attribute. */
export const DOWNLOAD_EXTENSIONS = new Set([
  'pdf',
  'zip',
  'gz',
  'tgz',
  'dmg',
  'exe',
  'msi',
  'pkg',
  'deb',
  'rpm',
  'apk',
  'csv',
  'xls',
  'xlsx',
  'doc',
  'docx',
  'ppt',
  'pptx',
  'key',
  'ics',
  'mp3',
  'mp4',
  'mov',
  'yaml',
  'yml',
]);

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function extensionOf(name: string): string | undefined {
  const match = /\.([a-z0-9]{1,8})$/i.exec(name);
  return match?.[1]?.toLowerCase();
}

export interface LinkClick {
  /** The link's resolved href (HTMLAnchorElement.href). */
  href: string;
  /** The `download` attribute: null when absent, '' when present without a name. */
  download: string | null;
}

/**
 * The event a link click records: a file download (a `download` attribute, or
 * a path ending in a known file type), an external link (http(s) to another
 * host), or nothing (same-site pages, mailto:, tel:, javascript:).
 */
export function linkClickEvent(link: LinkClick, pageUrl: string): TrackingEvent | undefined {
  let url: URL;
  try {
    url = new URL(link.href, pageUrl);
  } catch {
    return undefined;
  }
  const isHttp = url.protocol === 'http:' || url.protocol === 'https:';
  const pathName = safeDecode(url.pathname.split('/').pop() ?? '');
  const fileName = link.download || (isHttp ? pathName : '');
  const fileType = extensionOf(fileName);
  const downloadable = link.download !== null && (isHttp || url.protocol === 'data:' || url.protocol === 'blob:');
  if (fileType && (downloadable || (isHttp && DOWNLOAD_EXTENSIONS.has(fileType)))) {
    return { kind: 'file_download', fileName, fileType };
  }
  if (isHttp && url.hostname !== new URL(pageUrl).hostname) return { kind: 'external_link', url: url.href };
  return undefined;
}

/** How far down the page the visitor has scrolled, 0–100; undefined when the page does not scroll. */
export function scrollPercent(scrollTop: number, viewportHeight: number, documentHeight: number): number | undefined {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 1) return undefined;
  // Browsers stop a fraction of a pixel short of the bottom at some zoom levels.
  if (scrollTop >= scrollable - 1) return 100;
  return Math.max(0, Math.min(100, (scrollTop / scrollable) * 100));
}

/** The milestones `percent` reaches that have not fired yet, in order. */
export function newMilestones(percent: number, fired: ReadonlySet<ScrollDepthMilestone>): ScrollDepthMilestone[] {
  return SCROLL_DEPTH_MILESTONES.filter((milestone) => percent >= milestone && !fired.has(milestone));
}

/**
 * A section counts as seen when half of it is on screen, or, for a section
 * taller than two screens (which can never be half visible), when it fills
 * half the screen.
 */
export function sectionSeen(visibleHeight: number, sectionHeight: number, viewportHeight: number): boolean {
  if (sectionHeight <= 0 || visibleHeight <= 0) return false;
  return visibleHeight >= Math.min(sectionHeight, viewportHeight) / 2;
}

export interface VideoDescription {
  /** `data-track-name`, then `aria-label`, then `title`, then the file name of the source. */
  dataTrackName?: string | null;
  ariaLabel?: string | null;
  title?: string | null;
  currentSrc?: string | null;
}

export function videoName(video: VideoDescription): string {
  const named = [video.dataTrackName, video.ariaLabel, video.title].find((value) => value?.trim());
  if (named) return named.trim();
  const src = video.currentSrc ?? '';
  if (src.startsWith('data:') || src.startsWith('blob:')) return 'video';
  try {
    return safeDecode(new URL(src).pathname.split('/').pop() ?? '') || 'video';
  } catch {
    return 'video';
  }
}

/** Playback position in whole percent, or undefined while the duration is unknown (streams, metadata not loaded). */
export function videoProgress(currentTime: number, duration: number): number | undefined {
  if (!Number.isFinite(duration) || duration <= 0) return undefined;
  return Math.round(Math.min(1, Math.max(0, currentTime / duration)) * 100);
}
