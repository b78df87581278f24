import { externalLinks } from '../../config/site';
import type { Action, CardsSection, CtaCopy, MarketingPageData, ProseSection } from './types';

/** The main repository of the platform, inside the source organisation. */
const repository = `${externalLinks.sourceOrg}/theanswer`;

export interface DevelopersPage extends MarketingPageData {
  hook: ProseSection;
  mission: CardsSection & { action: Action };
  practicalPath: CardsSection;
  rewards: CardsSection;
  rally: CtaCopy;
  quickReference: CardsSection;
}

export const developersPage: DevelopersPage = {
  meta: {
    path: '/developers',
    title: 'Join the Sprint',
    description:
      'Contribute to AnswerAgentAI: pick an issue in the Chrome extension, the web app or the desktop apps, record a short video of your change and earn credits.',
  },
  hero: {
    eyebrow: 'Developers',
    title: 'Join the Sprint',
    lede: 'Help build the Chrome extension, the web app and the desktop apps of an open AI platform. Pick an issue, ship a change, record a short video of it, and earn credits for every accepted contribution.',
    actions: [
      { label: 'Browse the repositories', to: externalLinks.sourceOrg },
      { label: 'Read the contributing guide', to: '/docs/developers/contributing' },
    ],
    jumpLinks: [
      { label: 'The mission', to: '#mission' },
      { label: 'Rewards', to: '#rewards' },
      { label: 'Quick reference', to: '#video-guide' },
    ],
  },
  hook: {
    id: 'why-join',
    title: 'Seventeen days to ship something real',
    paragraphs: [
      'Most open-source projects ask for your time and give back a line in a changelog. This sprint is different: for seventeen days maintainers focus on contributors, reviews come quickly, and every accepted change earns platform credits.',
      'You do not need to know the whole codebase. You need one issue, a working development setup and the patience to read some TypeScript. The docs get you from clone to running platform, and the community answers when you are stuck.',
    ],
  },
  mission: {
    id: 'mission',
    eyebrow: 'The mission brief',
    title: 'Three places to make your mark',
    lede: 'Choose the part of the platform that matches what you like to build.',
    cards: [
      {
        title: 'Chrome extension',
        text: 'The Browser Sidekick: page context, summaries and sidekicks in a side panel. Front-end work with the extension APIs.',
        icon: 'browser',
      },
      {
        title: 'Web application',
        text: 'The studio and chat: a React front end, a Node.js back end, the node library and the REST API.',
        icon: 'globe',
      },
      {
        title: 'Desktop apps',
        text: 'Sidekicks outside the browser: packaging, system integration and the details that make an app feel native.',
        icon: 'terminal',
      },
    ],
    action: { label: 'Browse the repositories on GitHub', to: externalLinks.sourceOrg },
  },
  practicalPath: {
    id: 'practical-path',
    title: 'The practical path',
    lede: 'From zero to a merged pull request in three moves.',
    cards: [
      {
        tag: 'Step 1',
        title: 'Set up and read the guide',
        text: 'The developer guide covers the architecture, running the platform locally and the environment variables.',
        icon: 'document',
        link: { label: 'Open the developer guide', to: '/docs/developers/' },
      },
      {
        tag: 'Step 2',
        title: 'Pick an issue',
        text: 'Choose an open issue, comment that you are taking it and ask questions in the thread.',
        icon: 'branch',
        link: { label: 'See the open issues', to: `${repository}/issues` },
      },
      {
        tag: 'Step 3',
        title: 'Record your change',
        text: 'A short screen recording shows reviewers what changed and why, and helps the next contributor.',
        icon: 'video',
        link: { label: 'Read the video guide', to: '/docs/developers/video-guide' },
      },
    ],
  },
  rewards: {
    id: 'rewards',
    title: 'Rewards',
    lede: 'Every accepted contribution earns credits on the platform.',
    cards: [
      {
        title: 'Earn credits for',
        text: 'Contributions of every size count, not only code.',
        icon: 'trophy',
        points: [
          'Bug fixes, with a test that proves them',
          'New nodes and integrations',
          'Features from the open issues',
          'Documentation and tutorials',
          'Video guides of your changes',
        ],
        link: { label: 'How credits work', to: '/docs/developers/earn-credits' },
      },
      {
        title: 'Review process',
        text: 'A clear path from pull request to credits.',
        icon: 'verified',
        points: [
          'Open a pull request linked to its issue',
          'Add your video to the description',
          'A maintainer reviews and comments',
          'You address the comments',
          'Once merged, the credits are yours',
        ],
        link: { label: 'Read the contributing guide', to: '/docs/developers/contributing' },
      },
    ],
  },
  rally: {
    id: 'start',
    title: 'Seventeen days. One merged pull request. Your name in the history.',
    text: 'Say hello on Discord, tell us which issue you are taking and start today. Beginner-friendly issues are waiting.',
    actions: [
      { label: 'Join the sprint on Discord', to: externalLinks.community },
      { label: 'Find a beginner issue', to: `${repository}/contribute` },
    ],
  },
  quickReference: {
    id: 'video-guide',
    title: 'Quick reference card for contributors',
    lede: 'Keep this open while you work.',
    cards: [
      {
        title: 'Start here',
        text: 'Before you write any code.',
        icon: 'rocket',
        points: ['Read the contributing guide', 'Run the platform locally', 'Claim an issue with a comment'],
      },
      {
        title: 'Video requirements',
        text: 'What reviewers look for in your recording.',
        icon: 'video',
        points: [
          'One change per video, kept short',
          'The behaviour before and after',
          'Why you made the choices you made',
          'The link in your pull request',
        ],
        link: { label: 'Read the video guide', to: '/docs/developers/video-guide' },
      },
      {
        title: 'Help build the community',
        text: 'Contributing is more than code.',
        icon: 'community',
        points: ['Answer a question on Discord', 'Review another pull request', 'Share what you built'],
      },
      {
        title: 'The deal',
        text: 'Fair both ways.',
        icon: 'gift',
        points: [
          'You ship a change we need',
          'We review it with care',
          'Accepted work earns credits',
          'Your name stays in the history',
        ],
      },
    ],
  },
};
