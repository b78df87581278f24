-- Seats are real (issue 16). Each session row carries its capacity and the
-- seats taken; a registration takes its seat with one conditional UPDATE
-- (seats_taken < seats) in the transaction that stores the lead and queues its
-- emails, so concurrent requests queue on the row and can never overbook. The
-- CHECK refuses an overbooking even from code that forgets the condition.
ALTER TABLE webinar_sessions ADD COLUMN seats integer;
ALTER TABLE webinar_sessions ADD COLUMN seats_taken integer NOT NULL DEFAULT 0;

UPDATE webinar_sessions
   SET seats_taken = (
     SELECT count(*)
       FROM leads
      WHERE leads.session_id = webinar_sessions.id AND leads.registered_at IS NOT NULL
   );

-- Sessions created before this migration had 200 seats (config/webinar.ts then).
-- One that took more registrations than that keeps every person it told
-- "your seat is saved", and is full.
UPDATE webinar_sessions SET seats = GREATEST(200, seats_taken);

ALTER TABLE webinar_sessions ALTER COLUMN seats SET NOT NULL;
ALTER TABLE webinar_sessions
  ADD CONSTRAINT webinar_sessions_seats_check CHECK (seats >= 0 AND seats_taken BETWEEN 0 AND seats);
