-- Seats without a hot row (issue 18). Every registration used to add one to
-- the session row's seats_taken, so all registrations for a session queued on
-- that row from their UPDATE to their COMMIT and committed one after another.
-- A session's seats are now split over 16 stripes, each with its own share of
-- the seats and its own count. A registration takes a seat from any stripe
-- with room that no other transaction holds (FOR UPDATE SKIP LOCKED), and waits
-- for one only when every stripe with room is held; the session is full only
-- when every stripe is. Each stripe's CHECK keeps it within its share, and the
-- shares add up to the session's seats, so the session can never overbook.
CREATE TABLE webinar_seat_stripes (
  session_id uuid NOT NULL REFERENCES webinar_sessions (id) ON DELETE CASCADE,
  stripe smallint NOT NULL CHECK (stripe BETWEEN 0 AND 15),
  seats integer NOT NULL,
  taken integer NOT NULL DEFAULT 0,
  PRIMARY KEY (session_id, stripe),
  CONSTRAINT webinar_seat_stripes_seats_check CHECK (seats >= 0 AND taken BETWEEN 0 AND seats)
);

-- The existing sessions: seats shared out as evenly as they go (the first
-- stripes get one more), the seats taken so far filling the stripes in order.
INSERT INTO webinar_seat_stripes (session_id, stripe, seats, taken)
SELECT id, stripe, share,
       LEAST(share, GREATEST(0, seats_taken - (sum(share) OVER (PARTITION BY id ORDER BY stripe) - share)))
  FROM (SELECT id, seats_taken, stripe, seats / 16 + (stripe < seats % 16)::int AS share
          FROM webinar_sessions, generate_series(0, 15) AS stripe) AS split;

ALTER TABLE webinar_sessions DROP COLUMN seats, DROP COLUMN seats_taken;

-- A session's seats and seats taken, as one row: what the pages and reports read.
CREATE VIEW webinar_session_seats AS
  SELECT webinar_sessions.id, webinar_sessions.starts_at,
         sum(stripes.seats)::int AS seats, sum(stripes.taken)::int AS seats_taken
    FROM webinar_sessions JOIN webinar_seat_stripes AS stripes ON stripes.session_id = webinar_sessions.id
   GROUP BY webinar_sessions.id;
