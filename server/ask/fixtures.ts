/** A few passages of made-up pages, for the retrieval tests. */
import type { Passage } from './types';

export const PASSAGES: Passage[] = [
  {
    source: '/docs/embed',
    title: 'Embed a chatbot',
    heading: 'Embed a chatbot',
    text: 'Put a sidekick on your own website as a chat bubble. You paste one script tag and give it the chatflow id.',
  },
  {
    source: '/docs/embed#add-the-bubble',
    title: 'Embed a chatbot',
    heading: 'Add the bubble',
    text: [
      'Paste this before the end of the body on every page that should show the chat bubble:',
      '```',
      "Chatbot.init({ chatflowid: '<id>' });",
      '```',
      'The bubble appears in the bottom-right corner. Clicking it opens the chat window.',
    ].join('\n'),
  },
  {
    source: '/docs/embed#theme',
    title: 'Embed a chatbot',
    heading: 'Theme',
    text: '- button — backgroundColor, iconColor, size\n- chatWindow — title, welcomeMessage, fontSize',
  },
  {
    source: '/docs/embed#related',
    title: 'Embed a chatbot',
    heading: 'Related',
    text: '- Rate limit\n- Allowed domains',
  },
  {
    source: '/docs/rate-limit',
    title: 'Rate limit',
    heading: 'Rate limit',
    text: 'Stop one visitor from using up your model quota. A rate limit caps the messages a sidekick answers per window.',
  },
  {
    source: '/docs/rate-limit#set-it',
    title: 'Rate limit',
    heading: 'Set it',
    text: 'Open the sidekick settings, turn on Rate Limit and enter the message limit, e.g. 20 messages per 60 seconds. Save the settings.',
  },
  {
    source: '/docs/credentials',
    title: 'Credentials',
    heading: 'Credentials',
    text: 'A credential stores a secret such as an OpenAI API key. Nodes use it without showing it on the canvas.',
  },
  {
    source: '/docs/credentials#add-a-credential',
    title: 'Credentials',
    heading: 'Add a credential',
    text: 'Open Credentials, choose Add Credential, pick the OpenAI API type and paste the key. Give it a name such as openai-main.',
  },
  {
    source: '/docs/credentials#rotate',
    title: 'Credentials',
    heading: 'Rotate a credential',
    text: 'Replace the key in the credential; every node that uses it picks up the new key.',
  },
  {
    source: '/docs/weather-example',
    title: 'OpenAPI Chain',
    heading: 'Example: a weather sidekick',
    text: 'A travel site answers "What is the weather in Lisbon tomorrow?" from a forecast API.',
  },
];
