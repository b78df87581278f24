import type { Action, CardsSection, ItemsSection, MarketingPageData, SectionHeading } from './types';

export interface AiWorkshopsScheduledPage extends MarketingPageData {
  nextSteps: ItemsSection;
  weeklyWorkshop: SectionHeading & { actions: readonly Action[] };
  whileYouWait: CardsSection;
}

export const aiWorkshopsScheduledPage: AiWorkshopsScheduledPage = {
  meta: {
    path: '/ai-workshops/scheduled',
    title: 'Your discovery call is scheduled',
    description:
      'Your AI workshop discovery call is booked. What happens next, and what to read and try while you wait.',
  },
  hero: {
    eyebrow: 'AI Workshops',
    title: 'Your discovery call is scheduled',
    lede: 'Thank you for booking. A calendar invitation with the call link is on its way to your inbox. Here is what happens next.',
    actions: [
      { label: 'Back to AI Workshops', to: '/ai-workshops' },
      { label: 'Explore AI agents', to: '/agents' },
    ],
  },
  nextSteps: {
    id: 'next-steps',
    title: 'What happens next?',
    items: [
      {
        title: 'Check your inbox',
        text: 'The invitation holds the call link and the time in your zone. Reply to it if you need another slot.',
      },
      {
        title: 'Think of one process',
        text: 'Pick a task your team repeats every week. The call starts there.',
      },
      {
        title: 'Meet us on the call',
        text: 'In thirty minutes we cover your goals, your team and the format that fits, and answer your questions.',
      },
      {
        title: 'Receive your proposal',
        text: 'After the call you get a proposal with the agenda, the dates and the price.',
      },
    ],
  },
  weeklyWorkshop: {
    id: 'weekly-workshop',
    title: 'Bring a colleague to the free weekly workshop',
    lede: 'Every Thursday we run a live online session on deploying AI in a company. It is a good preview of how the workshop days feel.',
    actions: [{ label: 'Register for the free workshop', to: '/webinar-enterprise-ai' }],
  },
  whileYouWait: {
    id: 'while-you-wait',
    title: 'While you wait',
    lede: 'A little reading makes the call more useful.',
    cards: [
      {
        title: 'Answer Academy',
        text: 'Five short modules on how AI works, prompting and putting sidekicks to work.',
        icon: 'learn',
        link: { label: 'Start the modules', to: '/learn' },
      },
      {
        title: 'Use cases',
        text: 'Worked examples from sales, support and operations to bring to the call.',
        icon: 'target',
        link: { label: 'Browse use cases', to: '/docs/use-cases' },
      },
      {
        title: 'AI agents',
        text: 'What agents can already do for teams like yours, with ready-made apps.',
        icon: 'agent',
        link: { label: 'Explore agents', to: '/agents' },
      },
      {
        title: 'For your developers',
        text: 'Technical colleagues can get to know the platform by contributing to it.',
        icon: 'code',
        link: { label: 'Join the Sprint', to: '/developers' },
      },
    ],
  },
};
