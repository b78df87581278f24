import WebinarRegistrationForm from '@site/src/components/WebinarRegistrationForm';
import type { ReactNode } from 'react';
import type { BookingProps, LandingProps } from './types';
import SessionChoice from './SessionChoice';
import Urgency from './Urgency';

/**
 * What a registration card holds, wherever the form-position variant puts it:
 * the session choice once the coming session is full, the seats left, and the
 * form for the chosen session, or `instead` of it a pointer to where the
 * form is (neither when every open session is full).
 */
export default function BookingForm({
  config,
  variants,
  assignments,
  session,
  booking,
  onRegistered,
  instead,
}: LandingProps & BookingProps & { instead?: ReactNode }) {
  return (
    <>
      <SessionChoice booking={booking} />
      <Urgency config={config} session={session} />
      {!booking.allFull &&
        (instead ?? (
          <WebinarRegistrationForm
            config={config}
            ctaLabel={variants.cta}
            assignments={assignments}
            sessionStart={booking.sessionStart}
            onSessionFull={booking.refresh}
            onRegistered={onRegistered}
          />
        ))}
    </>
  );
}
