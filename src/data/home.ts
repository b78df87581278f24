import { externalLinks } from '../../config/site';
import { contactAddresses, mailto } from './contact';
import type {
  CardsSection,
  CtaCopy,
  Illustration,
  ItemsSection,
  MarketingPageData,
  ProseSection,
  Action,
} from './types';

export interface HomePage extends MarketingPageData {
  heroVisual: Illustration;
  explainer: ProseSection & ItemsSection;
  features: CardsSection;
  mission: ProseSection & { action: Action };
  deployment: CardsSection;
  cta: CtaCopy;
}

/** The home page, in the order of its sections. */
export const homePage: HomePage = {
  meta: {
    path: '/',
    title: 'The AI Agent Orchestration Studio',
    description:
      'Build AI agents and sidekicks without code, connect them to your documents and tools, and use them in chat, in your browser or through the API.',
  },
  hero: {
    eyebrow: 'No-code AI agent studio',
    title: 'The AI Agent Orchestration Studio',
    lede: 'Design AI sidekicks on a visual canvas, give them your documents and tools, and put them to work where your team already is: in chat, in the browser and inside your own products.',
    actions: [
      { label: 'Start building free', to: externalLinks.studio },
      { label: 'Join the free weekly workshop', to: '/webinar-enterprise-ai' },
    ],
  },
  heroVisual: {
    src: '/img/illustrations/orchestration.svg',
    width: 560,
    height: 420,
    alt: 'A flow on the studio canvas: documents and tools feed a chat model, which answers as a sidekick in chat, in the browser and over the API.',
  },
  explainer: {
    id: 'what-is-orchestration',
    eyebrow: 'The idea',
    title: 'What is an AI Orchestration Studio?',
    paragraphs: [
      'A single model answers questions. Real work needs more: the right documents, a few tools, a memory of what happened earlier, and sometimes several agents handing tasks to one another. Orchestration is the layer that connects those pieces and decides what runs when.',
      'AnswerAgentAI is the studio where you build that layer without writing code. You lay out a flow on a canvas, test it in the same window and publish it as a sidekick your team can use in chat, in the browser or from your own software.',
    ],
    items: [
      {
        title: 'Connect',
        text: 'Chat models from OpenAI, Anthropic, Google, Mistral and more, your documents, your databases and the tools your team already uses.',
        icon: 'plug',
      },
      {
        title: 'Orchestrate',
        text: 'Chatflows for one focused assistant, agentflows when several agents share a job.',
        icon: 'route',
      },
      {
        title: 'Deliver',
        text: 'The same sidekick answers in chat, in the Chrome extension, as a website embed and over the REST API.',
        icon: 'send',
      },
    ],
  },
  features: {
    id: 'features',
    eyebrow: 'Platform',
    title: 'The complete AI agent solution',
    lede: 'Eight parts that work together, from the first conversation to the audit trail.',
    cards: [
      {
        title: 'Agents',
        text: 'Agents plan the steps, call tools and finish multi-step work such as research, reporting and data clean-up.',
        icon: 'agent',
        link: { label: 'Explore agent apps', to: '/apps' },
      },
      {
        title: 'Chat',
        text: 'Talk to every sidekick your team has built from one window, and switch between them mid-conversation.',
        icon: 'chat',
        link: { label: 'See how chat works', to: '/chat' },
      },
      {
        title: 'Browser Sidekick',
        text: 'A Chrome extension that summarises the page you are on, sharpens your searches and runs your sidekicks on any site.',
        icon: 'browser',
        link: { label: 'Meet the Browser Sidekick', to: '/browser-sidekick' },
      },
      {
        title: 'Sidekick Studio',
        text: 'The visual builder: models, memory, document stores, tools and credentials on one canvas.',
        icon: 'studio',
        link: { label: 'Tour the studio', to: '/sidekick-studio' },
      },
      {
        title: 'Deep Research',
        text: 'Give a research agent a question. It searches, reads and compares sources, then returns a brief with citations.',
        icon: 'research',
        link: { label: 'See the Deep Research app', to: '/apps#featured-apps' },
      },
      {
        title: 'Easy Evals',
        text: 'Collect a thumbs up or down on every answer, read the conversations behind the ratings and improve the flow.',
        icon: 'evals',
        link: { label: 'Set up chat feedback', to: '/docs/sidekick-studio/sidekick-settings/chat-feedback' },
      },
      {
        title: 'JLINC Immutable Tracking',
        text: 'Each step an agent takes can be signed and recorded with JLINC, so you can prove later what it saw and did.',
        icon: 'shield',
        link: { label: 'About the JLINC partnership', to: '/jlinc-partnership' },
      },
      {
        title: 'On-Demand Dashboards & Reports',
        text: 'Ask for the numbers in plain language; an agent pulls them from your connected data and lays them out.',
        icon: 'dashboard',
        link: { label: 'See the Company Dashboards app', to: '/apps#by-team' },
      },
    ],
  },
  mission: {
    id: 'mission',
    eyebrow: 'Why we build',
    title: 'AI that people own',
    paragraphs: [
      'The people who do the work should own their assistants: the instructions, the documents, the choice of model and the record of what the assistant did. So in AnswerAgentAI a model is one node you can swap, the platform runs on your own servers if you want it to, and the code grows out of open source.',
    ],
    action: { label: 'Read our manifesto', to: '/blog/what-is-the-answer-ai' },
  },
  deployment: {
    id: 'deployment',
    eyebrow: 'Deployment',
    title: 'Choose your deployment',
    lede: 'Both options run the same studio and the same sidekicks. The difference is where your data lives and who runs the servers.',
    cards: [
      {
        title: 'Business Cloud',
        text: 'We host and update the platform. Sign up, invite your team and start building in minutes.',
        icon: 'cloud',
        points: [
          'Hosted, monitored and updated for you',
          'Team workspaces and shared sidekicks',
          'Every model provider the studio supports',
        ],
        link: { label: 'Start in the cloud', to: externalLinks.studio },
      },
      {
        title: 'On-Prem Enterprise',
        text: 'Run AnswerAgentAI on your own infrastructure: AWS, Azure, Google Cloud or your data centre.',
        icon: 'server',
        points: [
          'Your network, your database, your keys',
          'Local models through LocalAI if nothing may leave',
          'Help from our team with deployment and rollout',
        ],
        link: {
          label: 'Talk to us about on-prem',
          to: mailto(contactAddresses.team, 'On-prem deployment of AnswerAgentAI'),
        },
      },
    ],
  },
  cta: {
    title: 'Build your first sidekick today',
    text: 'Start free in the studio, or join Thursday’s live workshop to watch a deployment from start to finish. Developers can help build the platform itself.',
    actions: [
      { label: 'Start building free', to: externalLinks.studio },
      { label: 'Join the live workshop', to: '/webinar-enterprise-ai' },
      { label: 'Join the Sprint', to: '/developers' },
    ],
  },
};
