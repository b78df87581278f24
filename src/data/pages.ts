import { externalLinks } from '../../config/site';

export interface PageAction {
  label: string;
  /** An internal route or an https URL. */
  to: string;
}

export interface PageHighlight {
  title: string;
  text: string;
}

export interface MarketingPageCopy {
  /** The route the page is served at. */
  path: string;
  /** Document title (the site name is appended by the theme). */
  title: string;
  description: string;
  eyebrow: string;
  h1: string;
  lede: string;
  actions: readonly PageAction[];
  highlights: readonly PageHighlight[];
}

/** Heading, lede and first calls to action of each marketing page. */
export const pages = {
  home: {
    path: '/',
    title: 'The AI Agent Orchestration Studio',
    description:
      'Build AI sidekicks without code: chat with them, take them into your browser, and connect them to your tools and documents.',
    eyebrow: 'AnswerAgentAI',
    h1: 'The AI Agent Orchestration Studio',
    lede: 'Design sidekicks on a visual canvas, give them your documents and tools, and use them wherever you work: in chat, in your browser or inside your own product.',
    actions: [
      { label: 'Start building free', to: externalLinks.studio },
      { label: 'Read the docs', to: '/docs/' },
    ],
    highlights: [
      { title: 'Chat', text: 'Talk to every sidekick your team has built from one chat window.' },
      { title: 'Studio', text: 'Wire models, memory, tools and documents into chatflows and agentflows.' },
      { title: 'API', text: 'Call any sidekick from your own code with a single prediction request.' },
    ],
  },
  agents: {
    path: '/agents',
    title: 'AI Agents',
    description: 'AI agents that plan, call tools and finish multi-step work for you, built and run in AnswerAgentAI.',
    eyebrow: 'Using Answer',
    h1: 'AI Agents',
    lede: 'An agent takes a goal, decides which tools to use and works through the steps until the job is done. Build one in the studio and put it to work.',
    actions: [
      { label: 'Open the studio', to: externalLinks.studio },
      { label: 'Ask the community', to: externalLinks.community },
    ],
    highlights: [
      { title: 'Plans its own steps', text: 'Describe the outcome; the agent chooses the order of the work.' },
      { title: 'Uses your tools', text: 'Connect search, spreadsheets, your CMS or any API as a tool.' },
      { title: 'Stays observable', text: 'Every tool call and answer is visible, so you can check the work.' },
    ],
  },
  apps: {
    path: '/apps',
    title: 'Agent Apps',
    description: 'Ready-made agent apps for research, content, analysis and dashboards, built on AnswerAgentAI.',
    eyebrow: 'Using Answer',
    h1: 'Agent Apps',
    lede: 'Agent apps package a sidekick and its tools into one focused job, such as turning a CSV around or researching a topic in depth.',
    actions: [
      { label: 'Try the apps', to: externalLinks.studio },
      { label: 'See how agents work', to: '/agents' },
    ],
    highlights: [
      { title: 'One job each', text: 'Each app does one task well, with the inputs it needs and nothing else.' },
      { title: 'Built in the studio', text: 'Every app is a flow you can open, copy and change.' },
      { title: 'Shareable', text: 'Hand an app to your team without handing over your keys.' },
    ],
  },
  chat: {
    path: '/chat',
    title: 'Chat with your sidekicks',
    description: 'One chat window for every sidekick: ask questions, hand over tasks and switch assistants mid-conversation.',
    eyebrow: 'Using Answer',
    h1: 'Chat with your sidekicks',
    lede: 'Pick the sidekick that fits the task, ask in plain language and keep the conversation going across sessions.',
    actions: [
      { label: 'Start chatting', to: externalLinks.studio },
      { label: 'Build your own sidekick', to: '/sidekick-studio' },
    ],
    highlights: [
      { title: 'Many sidekicks, one window', text: 'Switch between a writer, an analyst and a researcher without leaving the chat.' },
      { title: 'Grounded answers', text: 'Sidekicks answer from the documents you connect to them.' },
      { title: 'Shared with your team', text: 'Publish a sidekick once and everyone on the team can use it.' },
    ],
  },
  browserSidekick: {
    path: '/browser-sidekick',
    title: 'Browser Sidekick',
    description: 'The AnswerAgentAI browser extension: summarise pages, search better and run your sidekicks on any site.',
    eyebrow: 'Using Answer',
    h1: 'Browser Sidekick',
    lede: 'Bring your sidekicks to every tab: summarise the page you are reading, ask about it, or send it to a tool without copying and pasting.',
    actions: [
      { label: 'Get started', to: '/getting-started' },
      { label: 'Read the docs', to: '/docs/' },
    ],
    highlights: [
      { title: 'Page summaries', text: 'Get the gist of a long article or thread in a few lines.' },
      { title: 'Ask about the page', text: 'Question the page you are on and get answers that cite it.' },
      { title: 'Your model, your choice', text: 'Pick the model behind each sidekick.' },
    ],
  },
  sidekickStudio: {
    path: '/sidekick-studio',
    title: 'Sidekick Studio',
    description: 'A visual builder for AI sidekicks: chatflows, agentflows, document stores, tools, credentials and variables.',
    eyebrow: 'Using Answer',
    h1: 'Sidekick Studio',
    lede: 'Drag nodes onto a canvas, connect a model to memory, documents and tools, and publish the result as a sidekick, an embed or an API.',
    actions: [
      { label: 'Open the studio', to: externalLinks.studio },
      { label: 'Developer guide', to: '/docs/developers/' },
    ],
    highlights: [
      { title: 'Chatflows and agentflows', text: 'Start with a simple chain, grow into agents that hand work to each other.' },
      { title: 'Document stores', text: 'Load, split and embed your files once, then reuse them in any flow.' },
      { title: 'Ship anywhere', text: 'Embed the chat on your site or call the flow through the REST API.' },
    ],
  },
  gettingStarted: {
    path: '/getting-started',
    title: 'Getting Started',
    description: 'Three steps to your first AnswerAgentAI sidekick: sign up, pick or build a sidekick, and start chatting.',
    eyebrow: 'Start here',
    h1: 'Getting Started with AnswerAgentAI',
    lede: 'Sign up for free, choose a sidekick from the catalogue or build your own, and have your first useful conversation in a few minutes.',
    actions: [
      { label: 'Sign up free', to: externalLinks.studio },
      { label: 'Read the guide', to: '/docs/' },
    ],
    highlights: [
      { title: '1. Sign up', text: 'Create your account in the studio; no card needed.' },
      { title: '2. Pick a sidekick', text: 'Start from a ready-made sidekick or open the builder.' },
      { title: '3. Start chatting', text: 'Ask your first question and refine the sidekick as you go.' },
    ],
  },
  learn: {
    path: '/learn',
    title: 'Learn AI',
    description: 'Learning modules, use cases and videos that take you from AI basics to building your own sidekicks.',
    eyebrow: 'Resources',
    h1: 'Learn AI and master AnswerAgentAI',
    lede: 'Work through short modules on prompting, assistants and automation, then apply them to real use cases in the studio.',
    actions: [
      { label: 'Browse use cases', to: '/docs/use-cases' },
      { label: 'Watch on YouTube', to: externalLinks.youtube },
    ],
    highlights: [
      { title: 'Five modules', text: 'From what AI is to supercharging your work with sidekicks.' },
      { title: 'Real use cases', text: 'Worked examples you can copy into the studio.' },
      { title: 'Videos', text: 'Walkthroughs on the Digital at Scale channel.' },
    ],
  },
  aiWorkshops: {
    path: '/ai-workshops',
    title: 'AI Workshops',
    description: 'Hands-on AI workshops for teams: online preparation followed by in-person sessions focused on your work.',
    eyebrow: 'Resources',
    h1: 'AI Workshops for your team',
    lede: 'Your team learns to build and run sidekicks on its own processes, with online preparation first and hands-on sessions after.',
    actions: [
      { label: 'Join the free weekly workshop', to: '/webinar-enterprise-ai' },
      { label: 'Talk to us on Discord', to: externalLinks.community },
    ],
    highlights: [
      { title: 'Built around your work', text: 'Sales, engineering, support or leadership: we start from your use cases.' },
      { title: 'Online, then in person', text: 'Preparation online, then hands-on days together.' },
      { title: 'Leave with sidekicks', text: 'Your team leaves with working sidekicks, not slides.' },
    ],
  },
  aiWorkshopsScheduled: {
    path: '/ai-workshops/scheduled',
    title: 'Your workshop call is scheduled',
    description: 'Your AI workshop discovery call is booked. Here is what happens next and what to read while you wait.',
    eyebrow: 'AI Workshops',
    h1: 'Your workshop call is scheduled',
    lede: 'Thanks for booking. Look out for the calendar invitation; in the meantime, these resources help you make the most of the call.',
    actions: [
      { label: 'Back to AI Workshops', to: '/ai-workshops' },
      { label: 'Browse use cases', to: '/docs/use-cases' },
    ],
    highlights: [
      { title: 'Check your inbox', text: 'The invitation holds the call link and the time in your zone.' },
      { title: 'Bring one process', text: 'Pick a task your team repeats every week; we will start there.' },
      { title: 'Explore agents', text: 'See what agents can already do for teams like yours.' },
    ],
  },
  developers: {
    path: '/developers',
    title: 'Join the Sprint',
    description: 'Contribute to AnswerAgentAI: pick an issue, ship a change or a video guide, and earn credits.',
    eyebrow: 'Developers',
    h1: 'Join the Sprint',
    lede: 'Help build the browser extension, the web app and the desktop apps. Pick an issue, ship a change, and earn credits for every accepted contribution.',
    actions: [
      { label: 'Browse the repositories', to: externalLinks.sourceOrg },
      { label: 'Read the developer guide', to: '/docs/developers/' },
    ],
    highlights: [
      { title: 'Pick an issue', text: 'Start with an issue labelled for newcomers in our GitHub organisation.' },
      { title: 'Ship it', text: 'Open a pull request; a maintainer reviews it with you.' },
      { title: 'Earn credits', text: 'Accepted contributions earn platform credits.' },
    ],
  },
  creators: {
    path: '/creators',
    title: 'For Creators',
    description: 'Creators deserve credit and pay when AI uses their work. Join the creator alliance building that future.',
    eyebrow: 'Creators',
    h1: 'AI that credits creators',
    lede: 'Models are trained on the work of writers, artists and musicians who rarely see credit or pay. We are building a path where origin is verifiable and creators stay in control.',
    actions: [
      { label: 'Join the conversation', to: externalLinks.community },
      { label: 'Read our manifesto', to: '/blog/what-is-the-answer-ai' },
    ],
    highlights: [
      { title: 'Verifiable origins', text: 'Know where the material behind an answer came from.' },
      { title: 'Fair compensation', text: 'Creators share in the value their work creates.' },
      { title: 'Creator control', text: 'Creators decide how their work may be used.' },
    ],
  },
  jlincPartnership: {
    path: '/jlinc-partnership',
    title: 'AnswerAgentAI and JLINC',
    description: 'AnswerAgentAI and JLINC bring a verifiable chain of custody to AI agents for governance and audit.',
    eyebrow: 'Partnership',
    h1: 'AnswerAgentAI and JLINC: trustworthy AI agents',
    lede: 'Together we record what every agent saw, decided and did, signed at each step, so that teams can prove how an answer came to be.',
    actions: [
      { label: 'Ask for a demo on Discord', to: externalLinks.community },
      { label: 'Explore agents', to: '/agents' },
    ],
    highlights: [
      { title: 'Chain of custody', text: 'Each step of an agent run is recorded and signed.' },
      { title: 'Governance', text: 'Auditors can check decisions without rerunning them.' },
      { title: 'Open protocol', text: 'Built on the JLINC protocol for data agreements.' },
    ],
  },
  webinarEnterpriseAi: {
    path: '/webinar-enterprise-ai',
    title: 'Deploy Enterprise AI in weeks: free live workshop',
    description:
      'A free live workshop every Thursday at 11am PT: how teams deploy AI sidekicks in weeks, not quarters.',
    eyebrow: 'Live weekly workshop',
    h1: 'Deploy Enterprise AI in weeks, not quarters',
    lede: 'A free, live hour with the team behind AnswerAgentAI: how companies pick their first use cases, connect their data safely and put sidekicks in front of real users.',
    actions: [
      { label: 'Ask a question on Discord', to: externalLinks.community },
      { label: 'See the studio', to: '/sidekick-studio' },
    ],
    highlights: [
      { title: 'Pick the right first use case', text: 'Where AI pays back fast and where it does not.' },
      { title: 'Connect your data safely', text: 'Document stores, credentials and access, explained.' },
      { title: 'Ship and measure', text: 'From pilot to the whole team, with numbers that show it works.' },
    ],
  },
  webinarThankYou: {
    path: '/webinar-thank-you',
    title: 'You are registered',
    description: 'Your seat at the Deploy Enterprise AI workshop is saved. Here is what happens next.',
    eyebrow: 'Workshop registration',
    h1: 'You are registered',
    lede: 'Your seat is saved. A confirmation email with the joining link is on its way; add the session to your calendar so you do not miss it.',
    actions: [
      { label: 'Explore the studio', to: '/sidekick-studio' },
      { label: 'Read the docs', to: '/docs/' },
    ],
    highlights: [
      { title: 'Check your inbox', text: 'The confirmation holds the joining link and the time in your zone.' },
      { title: 'Come with a question', text: 'Bring one process you would like to hand to an AI sidekick.' },
      { title: 'Try it first', text: 'Open the studio and build a sidekick before the session.' },
    ],
  },
} as const satisfies Record<string, MarketingPageCopy>;
