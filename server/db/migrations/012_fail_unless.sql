-- A statement's way to give up (issue 18). The usual registration runs as one
-- statement in a transaction of its own, sent together with its BEGIN and
-- COMMIT; when it inserted the lead but found no seat free without waiting, it
-- must not commit that half. fail_unless(false, ...) raises SQLSTATE AS001,
-- which fails the statement, so the COMMIT sent behind it rolls back, and the
-- service registers the address again the slow way.
CREATE FUNCTION fail_unless(ok boolean, reason text) RETURNS boolean
  LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF NOT ok THEN
    RAISE EXCEPTION USING ERRCODE = 'AS001', MESSAGE = reason;
  END IF;
  RETURN true;
END
$$;
