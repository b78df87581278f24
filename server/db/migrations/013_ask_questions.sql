-- "Ask the docs" (issue 27): every question a reader asks, with what answered it, so that the docs team sees
-- what readers ask and what the docs could not answer. Nothing identifies the reader: no address, no cookie,
-- no session. Rows older than ASK_RETENTION_DAYS are deleted.
CREATE TABLE ask_questions (
  -- The answer's id, sent to the reader as `chatMessageId`; thumbs name it.
  id uuid PRIMARY KEY,
  -- The conversation, sent to the reader as `chatId` and back with a follow-up question.
  chat_id text NOT NULL CHECK (length(chat_id) <= 100),
  question text NOT NULL CHECK (length(question) BETWEEN 1 AND 1000),
  -- The docs page the reader asked from, when the panel sent it.
  page text CHECK (length(page) <= 300),
  -- 'offline': the extractive answer from our pages; 'sidekick': the platform's chatflow answered.
  provider text NOT NULL CHECK (provider IN ('offline', 'sidekick')),
  -- Why a configured sidekick did not answer and the offline answer stood in: 'error', 'timeout', 'daily_limit'.
  fallback text CHECK (fallback IN ('error', 'timeout', 'daily_limit')),
  -- The platform's own ids for this answer, to send thumbs to its feedback API.
  upstream_chat_id text CHECK (length(upstream_chat_id) <= 100),
  upstream_message_id text CHECK (length(upstream_message_id) <= 100),
  -- The platform's id of the thumbs sent to it: a second rating updates that feedback (the platform keeps one per
  -- message: ChatMessageFeedback is unique on messageId).
  upstream_feedback_id text CHECK (length(upstream_feedback_id) <= 100),
  -- The answer as streamed (cut short when the reader pressed Stop).
  answer text NOT NULL DEFAULT '',
  -- The pages cited, in order: [{ "source": "/docs/...#anchor", "title": "..." }].
  citations jsonb NOT NULL DEFAULT '[]',
  -- False when the docs had no answer.
  answered boolean NOT NULL,
  -- 'complete', 'stopped' (the reader pressed Stop or left) or 'error'.
  outcome text NOT NULL DEFAULT 'complete' CHECK (outcome IN ('complete', 'stopped', 'error')),
  -- Thumbs: 1 up, -1 down, with an optional comment.
  rating smallint CHECK (rating IN (-1, 1)),
  comment text CHECK (length(comment) <= 1000),
  rated_at timestamptz,
  created_at timestamptz NOT NULL
);
-- Questions per day, retention, and the console's newest-first lists.
CREATE INDEX ask_questions_created_at ON ask_questions (created_at, id);
-- The console's unanswered and thumbs-down lists.
CREATE INDEX ask_questions_unanswered ON ask_questions (created_at) WHERE NOT answered OR rating = -1;
-- A conversation's questions in order: whether the platform has already seen a conversation (its memory then
-- holds the earlier turns), and the console's question detail, which shows the whole conversation (without it that
-- read scanned the table: 96 ms median on 100,000 questions, scripts/bench/admin.ts).
CREATE INDEX ask_questions_chat ON ask_questions (chat_id, created_at);
