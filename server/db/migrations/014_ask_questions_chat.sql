-- The console's question detail (issue 27) shows the whole conversation: every question of its chat_id. Without
-- this index that read scans the table (96 ms median on 100,000 questions, scripts/bench-admin.ts; the rest of
-- the detail is one primary-key read).
CREATE INDEX ask_questions_chat ON ask_questions (chat_id, created_at);
