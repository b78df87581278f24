/**
 * Fixture: links of every kind, a video, buttons that send the events pages
 * send themselves, and enough height to scroll through every milestone.
 * Link clicks are recorded, then kept from navigating, so a test stays here.
 */
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import type { MouseEvent } from 'react';
import { track } from '@site/src/lib/tracking';
import { trackVideo } from '@site/src/lib/tracking/video';
import { PAGE_EVENTS, type PageEventName } from './_events';
import styles from './styles.module.css';

const stay = (event: MouseEvent) => event.preventDefault();

export default function TrackingFixture() {
  return (
    <Layout title="Tracking fixture" description="Tracking test page">
      <main className={styles.page}>
        <h1>Tracking fixture</h1>
        <ul>
          <li>
            <Link to="/second">Second page</Link>
          </li>
          <li>
            <a href="https://partner.example.org/case-study" onClick={stay}>
              Partner case study
            </a>
          </li>
          <li>
            <a href="/downloads/readiness-checklist.pdf" onClick={stay}>
              Readiness checklist (PDF)
            </a>
          </li>
          <li>
            <a
              href="data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR"
              download="enterprise-ai-webinar.ics"
              onClick={stay}
            >
              Add to calendar
            </a>
          </li>
          <li>
            <a href="mailto:hello@example.org" onClick={stay}>
              Email us
            </a>
          </li>
        </ul>
        <video className={styles.clip} src="/media/clip.wav" data-track-name="Fixture clip" muted preload="auto" />
        <div className={styles.actions}>
          {(Object.keys(PAGE_EVENTS) as PageEventName[]).map((name) => (
            <button key={name} type="button" data-event={name} onClick={() => track(PAGE_EVENTS[name])}>
              {name}
            </button>
          ))}
          <button type="button" data-event="player-hook" onClick={() => trackVideo('play', 'Intro on YouTube', 12.4)}>
            player-hook
          </button>
        </div>
        <div className={styles.tall} />
        <p>End of the fixture page.</p>
      </main>
    </Layout>
  );
}
