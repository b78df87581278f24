-- "Ask the docs" under a crowd (issue 33): the stream cap (ASK_MAX_STREAMS) counts only the sidekick's answers,
-- and a reader who finds it full gets the offline answer instead of being turned away: the fallback 'busy'.
ALTER TABLE ask_questions DROP CONSTRAINT IF EXISTS ask_questions_fallback_check;
ALTER TABLE ask_questions
  ADD CONSTRAINT ask_questions_fallback_check CHECK (fallback IN ('error', 'timeout', 'daily_limit', 'busy'));
