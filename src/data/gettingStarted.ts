import { externalLinks } from '../../config/site';
import type { Action, CardsSection, CtaCopy, MarketingPageData, SectionHeading } from './types';

export interface GettingStartedPage extends MarketingPageData {
  steps: CardsSection;
  resources: CardsSection;
  suite: CardsSection;
  cta: CtaCopy;
  youtube: SectionHeading & { actions: readonly Action[] };
}

export const gettingStartedPage: GettingStartedPage = {
  meta: {
    path: '/getting-started',
    title: 'Getting Started',
    description:
      'Three steps to your first AnswerAgentAI sidekick: install the browser extension, sign up for free and start chatting. Then choose where to learn more.',
  },
  hero: {
    eyebrow: 'Start here',
    title: 'Getting started with AnswerAgentAI',
    lede: 'Install the browser extension, create your free account and have your first useful conversation in a few minutes. Then pick the learning path that suits you.',
    actions: [
      { label: 'Sign up free', to: externalLinks.studio },
      { label: 'Install the extension', to: '/docs/browser' },
    ],
    jumpLinks: [
      { label: 'The three steps', to: '#steps' },
      { label: 'Learning resources', to: '#resources' },
      { label: 'The product suite', to: '#suite' },
    ],
  },
  steps: {
    id: 'steps',
    title: 'Three steps to your first sidekick',
    lede: 'About ten minutes from start to your first answer.',
    cards: [
      {
        tag: 'Step 1',
        title: 'Install the Chrome extension',
        text: 'Add the Browser Sidekick to Chrome so your sidekicks are one click away on every page.',
        icon: 'browser',
        link: { label: 'Follow the install guide', to: '/docs/browser' },
      },
      {
        tag: 'Step 2',
        title: 'Sign up for free',
        text: 'Create your account in the studio. Your workspace comes with suggested sidekicks to try.',
        icon: 'key',
        link: { label: 'Create your account', to: externalLinks.studio },
      },
      {
        tag: 'Step 3',
        title: 'Start chatting',
        text: 'Open a sidekick, ask your first question and see how it answers. Adjust it as you go.',
        icon: 'chat',
        link: { label: 'See how chat works', to: '/chat' },
      },
    ],
  },
  resources: {
    id: 'resources',
    title: 'Learning resources',
    lede: 'Where to go next, whether you like to read, watch or ask.',
    cards: [
      {
        title: 'Learn AI',
        text: 'Five short modules, from how models work to building your own sidekicks.',
        icon: 'learn',
        link: { label: 'Start the modules', to: '/learn' },
      },
      {
        title: 'Video walkthroughs',
        text: 'Step-by-step videos on the Digital at Scale YouTube channel.',
        icon: 'video',
        link: { label: 'Watch on YouTube', to: externalLinks.youtube },
      },
      {
        title: 'Community',
        text: 'Ask questions and share what you built with other builders and the team on Discord.',
        icon: 'community',
        link: { label: 'Join the Discord', to: externalLinks.community },
      },
      {
        title: 'Use cases',
        text: 'Worked examples of sidekicks for sales, support, operations and more.',
        icon: 'target',
        link: { label: 'Browse use cases', to: '/docs/use-cases' },
      },
      {
        title: 'Developer docs',
        text: 'The REST API, embedding a chat on your site, running the platform yourself and contributing.',
        icon: 'code',
        link: { label: 'Read the developer docs', to: '/docs/developers/' },
      },
    ],
  },
  suite: {
    id: 'suite',
    title: 'Your complete AI productivity suite',
    lede: 'One account gives you all four.',
    cards: [
      {
        title: 'Chat',
        text: 'Every sidekick in one window, with files, voice and memory.',
        icon: 'chat',
        link: { label: 'Explore chat', to: '/chat' },
      },
      {
        title: 'Sidekick Studio',
        text: 'The visual builder for your own sidekicks and agents.',
        icon: 'studio',
        link: { label: 'Explore the studio', to: '/sidekick-studio' },
      },
      {
        title: 'AI-powered apps',
        text: 'Ready-made agents for research, content, analysis and reports.',
        icon: 'agent',
        link: { label: 'Explore the apps', to: '/apps' },
      },
      {
        title: 'Browser extension',
        text: 'Your sidekicks next to every web page you read.',
        icon: 'browser',
        link: { label: 'Explore the extension', to: '/browser-sidekick' },
      },
    ],
  },
  cta: {
    title: 'Ready when you are',
    text: 'Install the extension, then say hello on Discord: the team and other builders answer questions there every day.',
    actions: [
      { label: 'Install the extension', to: '/docs/browser' },
      { label: 'Join the Discord', to: externalLinks.community },
    ],
  },
  youtube: {
    id: 'youtube',
    eyebrow: 'Digital at Scale',
    title: 'Learn on YouTube',
    lede: 'Our channel covers AI fundamentals, product walkthroughs and talks on putting AI to work in a company. Subscribe to get new videos as they come out.',
    actions: [{ label: 'Visit the Digital at Scale channel', to: externalLinks.youtube }],
  },
};
