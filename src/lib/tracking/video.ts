/**
 * The hook for players that are not a `<video>` element. Every `<video>` on
 * the site is tracked by itself (play, pause, end); an embedded player with
 * its own API, such as a YouTube iframe, reports its events here instead:
 *
 *   player.addEventListener('onStateChange', ({ data }) => {
 *     if (data === YT.PlayerState.PLAYING) trackVideo('play', 'Intro video', percentWatched());
 *   });
 *
 * To give a `<video>` a readable name in reports, set `data-track-name`.
 */
import { track } from './index';

export function trackVideo(action: 'play' | 'pause' | 'complete', name: string, progressPercent?: number): void {
  track({
    kind: 'video',
    action,
    name,
    ...(progressPercent === undefined ? {} : { progress: Math.round(progressPercent) }),
  });
}
