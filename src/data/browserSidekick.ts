import { externalLinks } from '../../config/site';
import type { CardsSection, ChipsSection, CtaCopy, Illustration, MarketingPageData } from './types';

export interface BrowserSidekickPage extends MarketingPageData {
  heroVisual: Illustration;
  capabilities: CardsSection;
  models: ChipsSection;
  useCases: CardsSection;
  cta: CtaCopy;
}

export const browserSidekickPage: BrowserSidekickPage = {
  meta: {
    path: '/browser-sidekick',
    title: 'Browser Sidekick',
    description:
      'The AnswerAgentAI Chrome extension: summarise pages, search better, create images and run your own sidekicks on any website.',
  },
  hero: {
    eyebrow: 'Using Answer',
    title: 'Browser Sidekick',
    lede: 'Bring your sidekicks to every tab. Summarise the article you are reading, ask questions about the page, or hand it to one of your tools without copying and pasting.',
    actions: [
      { label: 'Install the extension', to: '/docs/browser' },
      { label: 'Create a free account', to: externalLinks.studio },
    ],
    jumpLinks: [
      { label: 'What it does', to: '#features' },
      { label: 'Models', to: '#models' },
      { label: 'Use cases', to: '#use-cases' },
    ],
  },
  heroVisual: {
    src: '/img/illustrations/browser-sidekick.svg',
    width: 560,
    height: 400,
    alt: 'A browser window with an article on the left and the sidekick panel on the right, showing a three-point summary of the page.',
  },
  capabilities: {
    id: 'features',
    title: 'AI-powered browser capabilities',
    lede: 'Four things the extension does on any page, with the sidekicks you already have.',
    cards: [
      {
        title: 'Page summaries',
        text: 'Get the point of a long article, thread or report in a few lines, then ask follow-up questions about it.',
        icon: 'document',
      },
      {
        title: 'Enhanced search',
        text: 'Ask a question in plain language and get one answer drawn from several results, with links to the sources.',
        icon: 'search',
      },
      {
        title: 'Image creation',
        text: 'Describe an image and the sidekick creates it with DALL·E, without leaving the page you are on.',
        icon: 'image',
      },
      {
        title: 'Your tools in the browser',
        text: 'Run the sidekicks you built in the studio, with their tools and documents, next to any website.',
        icon: 'plug',
      },
    ],
  },
  models: {
    id: 'models',
    title: 'Choose your AI brain',
    lede: 'Each sidekick runs on the model it was built with. Switching is a change in the studio, not a new install.',
    chips: [
      'OpenAI GPT models',
      'Anthropic Claude',
      'Google Gemini',
      'Google Vertex AI',
      'Mistral',
      'Groq',
      'Cohere',
      'AWS Bedrock',
      'Azure OpenAI',
      'Hugging Face',
      'LocalAI on your own hardware',
    ],
  },
  useCases: {
    id: 'use-cases',
    title: 'Transform your workflow',
    lede: 'Three everyday moments the extension makes shorter.',
    cards: [
      {
        tag: 'Research',
        title: 'Read less, learn more',
        text: 'Summarise the five tabs you opened this morning and ask which one answers your question.',
        icon: 'research',
      },
      {
        tag: 'Writing',
        title: 'Reply in context',
        text: 'Draft a reply to the email or ticket on screen, using the facts on the page and your own documents.',
        icon: 'pen',
      },
      {
        tag: 'Sales',
        title: 'Prepare in a minute',
        text: 'Open a prospect’s website and get a briefing: what they do, what is new and which questions to ask.',
        icon: 'target',
      },
    ],
  },
  cta: {
    title: 'Add AnswerAgentAI to your browser',
    text: 'The extension is in alpha. Install it with the guide, sign in with your studio account and tell us what to improve.',
    actions: [
      { label: 'Install the extension', to: '/docs/browser' },
      { label: 'Create a free account', to: externalLinks.studio },
      { label: 'Send feedback on Discord', to: externalLinks.community },
    ],
  },
};
