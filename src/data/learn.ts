import { externalLinks } from '../../config/site';
import type { Action, CardsSection, ItemsSection, MarketingPageData, SectionHeading } from './types';

export interface LearnPage extends MarketingPageData {
  alpha: SectionHeading & { actions: readonly Action[] };
  modules: CardsSection;
  courses: ItemsSection & { actions: readonly Action[] };
  newsletter: SectionHeading;
  more: CardsSection;
}

export const learnPage: LearnPage = {
  meta: {
    path: '/learn',
    title: 'Learn AI',
    description:
      'Free AI learning from AnswerAgentAI: five modules from AI basics to supercharging your work with sidekicks, video courses and resources for builders.',
  },
  hero: {
    eyebrow: 'Resources',
    title: 'Learn AI and master AnswerAgentAI',
    lede: 'Work through five short modules on how AI works, how to prompt it and how to put sidekicks to work, then go further with videos and the community.',
    actions: [
      { label: 'Start module 1', to: '/docs/use-cases/module-1-welcome-to-ai' },
      { label: 'Watch the videos', to: '#courses' },
    ],
    jumpLinks: [
      { label: 'Browser Sidekick alpha', to: '#alpha-extension' },
      { label: 'AI fundamentals', to: '#modules' },
      { label: 'Video courses', to: '#courses' },
    ],
  },
  alpha: {
    id: 'alpha-extension',
    eyebrow: 'New',
    title: 'Practise with the Browser Sidekick alpha',
    lede: 'The quickest way to learn is on real work. The alpha extension puts your sidekicks next to every page you read, so each module’s ideas can be tried on the spot.',
    actions: [
      { label: 'Explore the Browser Sidekick', to: '/browser-sidekick' },
      { label: 'Install the alpha', to: '/docs/browser' },
    ],
  },
  modules: {
    id: 'modules',
    title: 'AI fundamentals',
    lede: 'Five modules, each short enough to read in one sitting.',
    cards: [
      {
        tag: 'Module 1',
        title: 'Welcome to AI',
        text: 'What large language models are, what they do well and where they go wrong.',
        icon: 'sparkles',
        link: { label: 'Read module 1', to: '/docs/use-cases/module-1-welcome-to-ai' },
      },
      {
        tag: 'Module 2',
        title: 'The art of the prompt',
        text: 'How to ask for useful answers: context, examples, format and iteration.',
        icon: 'pen',
        link: { label: 'Read module 2', to: '/docs/use-cases/module-2-art-of-the-prompt' },
      },
      {
        tag: 'Module 3',
        title: 'The assistant in action',
        text: 'Real tasks done from start to finish with an AnswerAgentAI sidekick, step by step.',
        icon: 'agent',
        link: { label: 'Read module 3', to: '/docs/use-cases/module-3-answeragent-in-action' },
      },
      {
        tag: 'Module 4',
        title: 'Compared with other tools',
        text: 'How sidekicks differ from a general-purpose chatbot, and when each is the right choice.',
        icon: 'scale',
        link: { label: 'Read module 4', to: '/docs/use-cases/module-4-answeragent-vs-others' },
      },
      {
        tag: 'Module 5',
        title: 'Supercharging your work',
        text: 'Documents, tools and agents: from one-off questions to assistants that do whole jobs.',
        icon: 'rocket',
        link: { label: 'Read module 5', to: '/docs/use-cases/module-5-supercharging-answeragent' },
      },
    ],
  },
  courses: {
    id: 'courses',
    title: 'Video courses',
    lede: 'Prefer to watch? The Digital at Scale channel on YouTube covers the same ground on screen.',
    items: [
      {
        title: 'Fundamentals',
        text: 'Models, prompts and assistants explained for people who use AI at work rather than build it.',
        icon: 'learn',
      },
      {
        title: 'Studio walkthroughs',
        text: 'From an empty canvas to a published sidekick with documents and tools, one node at a time.',
        icon: 'studio',
      },
      {
        title: 'AI at work',
        text: 'Talks on deploying AI in a company: where to start, what to measure and what to avoid.',
        icon: 'video',
      },
    ],
    actions: [{ label: 'Watch on the Digital at Scale channel', to: externalLinks.youtube }],
  },
  newsletter: {
    id: 'newsletter',
    eyebrow: 'Newsletter',
    title: 'Get the next lesson by email',
    lede: 'One email when a new module, video or workshop comes out. Nothing else, and every email has an unsubscribe link.',
  },
  more: {
    id: 'more-resources',
    title: 'Additional learning resources',
    cards: [
      {
        title: 'Documentation',
        text: 'Guides for everyday users, builders and admins, plus the studio and API reference.',
        icon: 'document',
        link: { label: 'Read the documentation', to: '/docs/' },
      },
      {
        title: 'Community',
        text: 'Ask a question, share a flow or find someone who solved the same problem, on Discord.',
        icon: 'community',
        link: { label: 'Join the Discord', to: externalLinks.community },
      },
      {
        title: 'Learn by contributing',
        text: 'Developers learn the platform fastest by fixing an issue in it. The sprint shows you where to start.',
        icon: 'branch',
        link: { label: 'Join the Sprint', to: '/developers' },
      },
    ],
  },
};
