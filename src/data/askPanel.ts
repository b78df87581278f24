/** The words of the "Ask the docs" panel (src/components/AskPanel). */
export const askPanel = {
  title: 'Ask the docs',
  intro:
    'Ask in your own words. The answer is put together from these docs, with a numbered link to every page it draws on.',
  /** Questions the docs answer, offered before the first question. */
  examples: [
    'How do I put the chatbot on my website?',
    'How do I give a sidekick my own documents?',
    'Which environment variables does the server read?',
  ],
  placeholder: 'Ask a question about AnswerAgentAI',
  note: 'Answers come from the docs and can be wrong: check the linked pages.',
  followUps: 'Ask next',
  sources: 'Sources',
  feedbackQuestion: 'Did this answer help?',
  commentLabel: 'What was missing or wrong? (optional)',
  thanks: 'Thank you for rating the answer.',
  commentThanks: 'Thank you: your comment was sent with the rating.',
  errors: {
    empty: 'Type a question first.',
    network: 'Could not reach the answer service. Check your connection, then try again.',
    cutOff: 'The answer broke off before it was complete.',
    unreadable: 'The answer service sent something the panel cannot read.',
    clipboard: 'Copying was refused by the browser; select the text instead.',
  },
} as const;
