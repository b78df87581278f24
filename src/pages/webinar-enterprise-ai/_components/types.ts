import type { WebinarConfig } from '@site/config/webinar';
import type { SessionView } from '@site/src/components/WebinarSession';
import type { Assignments, Variants } from '@site/src/lib/abTest';
import type { Registration } from '@site/src/lib/webinarApi';
import type { Booking } from './booking';

/** What the landing page's sections share: the config, the visitor's variants and the session. */
export interface LandingProps {
  config: WebinarConfig;
  variants: Variants;
  assignments: Assignments;
  /** The session offered (booking.session): null on the server and in the first render. */
  session: SessionView | null;
  onRegistered: (registration: Registration) => void;
}

/** For the sections holding a form: what it registers for, and the choice once the coming session is full. */
export interface BookingProps {
  booking: Booking;
}

/** Anchors of the two places a registration form can be (A/B test `formPosition`). */
export const FORM_ANCHORS = { hero: 'register', midPage: 'mid-registration' } as const;

/** Where the forms go for a form-position variant, and where calls to action point. */
export function formPlacement(position: Variants['formPosition']) {
  const hero = position !== 'midPage';
  const midPage = position !== 'hero';
  return { hero, midPage, anchor: hero ? FORM_ANCHORS.hero : FORM_ANCHORS.midPage };
}
