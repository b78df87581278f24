import { externalLinks } from '../../config/site';
import { agentApps } from './agentApps';
import type { CardsSection, CtaCopy, ItemsSection, MarketingPageData } from './types';

export interface AppsPage extends MarketingPageData {
  apps: CardsSection;
  byTeam: CardsSection;
  anatomy: ItemsSection;
  adapt: ItemsSection;
  cta: CtaCopy;
}

export const appsPage: AppsPage = {
  meta: {
    path: '/apps',
    title: 'Agent Apps',
    description:
      'Eleven ready-made agent apps for research, content, analysis and reporting, each a flow you can open, copy and adapt in AnswerAgentAI.',
  },
  hero: {
    eyebrow: 'Using Answer',
    title: 'Agent Apps',
    lede: 'An agent app packages an agent, its tools and its instructions into one focused job. Start with one that fits your week, then open it in the studio and make it yours.',
    actions: [
      { label: 'Try the apps', to: externalLinks.studio },
      { label: 'How agents work', to: '/agents' },
    ],
    jumpLinks: [
      { label: 'Featured apps', to: '#featured-apps' },
      { label: 'Apps by team', to: '#by-team' },
      { label: 'Make one yours', to: '#adapt' },
    ],
  },
  apps: {
    id: 'featured-apps',
    title: 'Featured agent apps',
    lede: 'Eleven apps for the jobs teams ask us about most.',
    cards: agentApps,
  },
  byTeam: {
    id: 'by-team',
    title: 'Apps for every team',
    lede: 'Where to start, depending on who you are.',
    cards: [
      {
        title: 'Marketing',
        text: 'Audit the website, publish to the CMS and produce images and video scripts for each campaign.',
        icon: 'megaphone',
        points: ['SEO & Website Analyzer', 'CMS Publisher', 'Image Creator', 'Video Creation'],
      },
      {
        title: 'Sales',
        text: 'Prepare for meetings and learn from every call without hours of note-taking.',
        icon: 'target',
        points: ['Deep Research', 'Call Analysis'],
      },
      {
        title: 'Support',
        text: 'See what customers struggle with this week and answer the common questions faster.',
        icon: 'headset',
        points: ['Ticket Analysis', 'Deep Research'],
      },
      {
        title: 'Operations and leadership',
        text: 'Clean data, build reports on request and prototype new assistants for the rest of the company.',
        icon: 'dashboard',
        points: ['CSV Transformer', 'Company Dashboards', 'Agent Builder', 'Code IDE'],
      },
    ],
  },
  anatomy: {
    id: 'anatomy',
    title: 'What is inside an app',
    lede: 'Four parts, all visible on the studio canvas.',
    items: [
      {
        title: 'A model',
        text: 'The chat model that reasons about the task. Swap it for another provider without rebuilding the app.',
        icon: 'chip',
      },
      {
        title: 'Instructions',
        text: 'A prompt that sets the job, the tone and the format of the result.',
        icon: 'document',
      },
      {
        title: 'Tools',
        text: 'The search, file, API and MCP tools the job needs, and no others.',
        icon: 'plug',
      },
      {
        title: 'Knowledge',
        text: 'Document stores with the material the app draws on, such as a style guide or product documentation.',
        icon: 'database',
      },
    ],
  },
  adapt: {
    id: 'adapt',
    title: 'Make an app your own',
    items: [
      {
        title: 'Open it in the studio',
        text: 'Every app is a flow. Copy it into your workspace and see each node it uses.',
      },
      {
        title: 'Change what you need',
        text: 'Point it at your documents, add a tool or rewrite the instructions, then test it in the chat panel.',
      },
      {
        title: 'Share it with your team',
        text: 'Publish the app as a sidekick so colleagues can use it in chat and in the browser.',
      },
    ],
  },
  cta: {
    title: 'Build an app for the job only your team does',
    text: 'The apps above are starting points. The studio gives you the same building blocks to make your own.',
    actions: [
      { label: 'Open the studio', to: externalLinks.studio },
      { label: 'Read the apps guide', to: '/docs/apps' },
      { label: 'Share your app on Discord', to: externalLinks.community },
    ],
  },
};
