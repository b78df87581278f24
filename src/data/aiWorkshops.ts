import { externalLinks } from '../../config/site';
import { contactAddresses, mailto } from './contact';
import type { CardsSection, ChipsSection, CtaCopy, FaqSection, ItemsSection, MarketingPageData } from './types';

export interface AiWorkshopsPage extends MarketingPageData {
  benefits: CardsSection;
  howItWorks: ItemsSection;
  experience: CtaCopy;
  focusAreas: CardsSection;
  locations: ChipsSection;
  faq: FaqSection;
  pricing: CtaCopy;
  /** Description of the free weekly workshop, for its Event structured data. */
  weeklyWorkshop: string;
}

const bookCall = mailto(contactAddresses.team, 'AI workshop discovery call');

export const aiWorkshopsPage: AiWorkshopsPage = {
  meta: {
    path: '/ai-workshops',
    title: 'AI Workshops',
    description:
      'Hands-on AI workshops for teams: three days of online preparation, then two days in person, built around your own processes.',
  },
  hero: {
    eyebrow: 'Resources',
    title: 'AI workshops for your team',
    lede: 'Your team learns to build and run AI sidekicks on its own processes: three days of online preparation, then two days together in person. Everyone leaves with assistants that work, not slides.',
    actions: [
      { label: 'Book a discovery call', to: bookCall },
      { label: 'Join the free weekly workshop', to: '/webinar-enterprise-ai' },
    ],
    jumpLinks: [
      { label: 'How it works', to: '#how-it-works' },
      { label: 'Locations', to: '#locations' },
      { label: 'Pricing', to: '#pricing' },
    ],
  },
  benefits: {
    id: 'benefits',
    title: 'Why teams choose a workshop',
    lede: 'Reading about AI changes little. Building with it on your own work changes habits.',
    cards: [
      {
        title: 'Built around your work',
        text: 'We start from the tasks your team repeats every week, not from generic examples.',
        icon: 'target',
      },
      {
        title: 'Hands-on from the first hour',
        text: 'Everyone builds on the studio canvas while the trainers help at the keyboard.',
        icon: 'studio',
      },
      {
        title: 'Working sidekicks to keep',
        text: 'What you build stays in your workspace, ready for Monday morning.',
        icon: 'agent',
      },
      {
        title: 'Safe with your data',
        text: 'We cover document stores, credentials and access rules, so pilots never expose what they should not.',
        icon: 'lock',
      },
      {
        title: 'Every role included',
        text: 'Builders, everyday users and leaders each get the part they need.',
        icon: 'users',
      },
      {
        title: 'Support afterwards',
        text: 'Questions after the workshop go to the trainers and to the community on Discord.',
        icon: 'community',
      },
    ],
  },
  howItWorks: {
    id: 'how-it-works',
    title: 'How our AI workshops work',
    lede: 'Online first, so the days in person are spent building.',
    items: [
      {
        title: 'Discovery call',
        text: 'Thirty minutes to learn your goals, your team and the processes worth automating first.',
      },
      {
        title: 'Online pre-training: three days',
        text: 'Short live sessions and exercises on AI basics, prompting and the studio, so the in-person days start at the keyboard.',
      },
      {
        title: 'In-person workshop: two days',
        text: 'Your team builds sidekicks for its own processes with our trainers in the room, then tests them on real work.',
      },
      {
        title: 'Rollout plan',
        text: 'You leave with working sidekicks, a list of the next use cases and a plan for taking them to the rest of the company.',
      },
    ],
  },
  experience: {
    id: 'experience',
    title: 'The complete AI workshop experience',
    text: 'Want to see how we teach before you book? Join the free live session on Thursday, or talk to a person about your team.',
    actions: [
      { label: 'Join the free weekly workshop', to: '/webinar-enterprise-ai' },
      { label: 'Schedule with a human', to: bookCall },
    ],
  },
  focusAreas: {
    id: 'focus-areas',
    title: 'Workshop focus areas',
    lede: 'Each workshop leans towards the teams in the room.',
    cards: [
      {
        title: 'Sales and marketing',
        text: 'Research accounts, personalise outreach, repurpose content and learn from every call.',
        icon: 'megaphone',
      },
      {
        title: 'Engineering and technical',
        text: 'Coding assistants, documentation search, API integrations and agents that automate operations.',
        icon: 'code',
      },
      {
        title: 'Customer support',
        text: 'Answer from your help centre, triage tickets and draft replies that people approve.',
        icon: 'headset',
      },
      {
        title: 'Executive leadership',
        text: 'Choose where AI pays off, set the guardrails and measure the results.',
        icon: 'flag',
      },
    ],
  },
  locations: {
    id: 'locations',
    title: 'Workshop locations',
    lede: 'We run the in-person days in these cities.',
    chips: ['Los Angeles', 'San Francisco', 'Seattle', 'Denver', 'Austin', 'Las Vegas'],
  },
  faq: {
    id: 'faq',
    title: 'Questions teams ask',
    items: [
      {
        question: 'Who should attend?',
        answer:
          'Anyone who will build or use sidekicks: usually a mix of team leads, analysts, operators and one or two technical people. Nobody needs to write code.',
      },
      {
        question: 'Do we need AnswerAgentAI accounts first?',
        answer: 'No. We set up your workspace during the online pre-training, and you keep it afterwards.',
      },
      {
        question: 'What should we bring?',
        answer:
          'Laptops, a short list of processes you would like to hand to an assistant, and sample documents you are allowed to use.',
      },
      {
        question: 'How is a workshop priced?',
        answer:
          'By the number of people and the city. After the discovery call we send a proposal with the agenda, the dates and the price.',
      },
      {
        question: 'What is the free weekly workshop?',
        answer:
          'A live online session every Thursday at 11am Pacific time on deploying AI in a company within weeks. It is a good way to see how we teach before you book.',
      },
    ],
  },
  pricing: {
    id: 'pricing',
    title: 'Pricing for your team',
    text: 'Every workshop is sized for its team and city, so we quote after a short discovery call. The call is free and commits you to nothing.',
    actions: [
      { label: 'Book a discovery call', to: bookCall },
      { label: 'Ask a question on Discord', to: externalLinks.community },
    ],
  },
  weeklyWorkshop:
    'A free live online workshop every Thursday at 11am Pacific time: how companies deploy AI sidekicks in weeks, from the first use case to the whole team.',
};
