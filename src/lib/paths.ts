import { promoBanner } from '../../config/banner';

/** Webinar pages hide the promotional banner and use their own wrapper style. */
export function isWebinarPath(pathname: string): boolean {
  return pathname.toLowerCase().includes(promoBanner.hiddenOnPathsContaining);
}
