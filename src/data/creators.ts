import { externalLinks } from '../../config/site';
import { contactAddresses, mailto } from './contact';
import type { Action, CardsSection, CtaCopy, ItemsSection, MarketingPageData, ProseSection } from './types';

export interface CreatorsPage extends MarketingPageData {
  problem: ProseSection;
  originalSin: ProseSection & { action: Action };
  solution: CardsSection;
  whyNow: ItemsSection;
  join: CardsSection;
  rally: CtaCopy;
}

export const creatorsPage: CreatorsPage = {
  meta: {
    path: '/creators',
    title: 'AI for Creators',
    description:
      'AI was trained on creators’ work without credit or pay. We are building verifiable origins, fair compensation and creator control. Join the Creator Alliance.',
  },
  hero: {
    eyebrow: 'Creators',
    title: 'AI that credits the people it learned from',
    lede: 'Today’s models were trained on the work of writers, artists, musicians and teachers who were never asked and never paid. We are building a different path: origins you can verify, pay that is fair and control that stays with creators.',
    actions: [
      { label: 'Join the Creator Alliance', to: '#join-waitlist' },
      { label: 'See our approach', to: '#our-solution' },
    ],
    jumpLinks: [
      { label: 'The problem', to: '#the-problem' },
      { label: 'Our solution', to: '#our-solution' },
      { label: 'Join us', to: '#join-waitlist' },
    ],
  },
  problem: {
    id: 'the-problem',
    title: 'Your work is already inside the machine',
    paragraphs: [
      'Every answer a model gives draws on material people made: articles, books, code, photographs, lesson plans. That material was collected at scale, mostly without consent, and the people who made it rarely know, let alone share in what it earns.',
      'Creators are now asked to compete with systems built from their own work. That is neither fair nor sustainable: if the people who make good material stop making it, the models get worse too.',
    ],
  },
  originalSin: {
    id: 'original-sin',
    title: 'AI’s original sin',
    paragraphs: [
      'The shortcut was to treat the public web as free raw material. Consent, attribution and payment were left for later, and later never came.',
      'Fixing that after the fact is hard, not impossible. It takes a record of where material came from, agreements that travel with the data, and a way to pay people when their work is used. Our manifesto explains why this matters to us.',
    ],
    action: { label: 'Read the manifesto', to: '/blog/what-is-the-answer-ai' },
  },
  solution: {
    id: 'our-solution',
    title: 'A different path forward',
    lede: 'Three principles we are building into the platform.',
    cards: [
      {
        title: 'Verifiable origins',
        text: 'Work carries a signed record of who made it and on what terms, so a system can show where an answer’s material came from.',
        icon: 'verified',
      },
      {
        title: 'Fair compensation',
        text: 'When a sidekick draws on a creator’s work, that use can be counted and paid for, on terms the creator set.',
        icon: 'scale',
      },
      {
        title: 'Creator control',
        text: 'Creators decide whether their work may be used, by whom and for what, and they can change their minds.',
        icon: 'key',
      },
    ],
  },
  whyNow: {
    id: 'why-now',
    title: 'Why this matters now',
    items: [
      {
        title: 'Agents act on their own',
        text: 'As assistants research, write and publish without a person in the loop, the question of whose work they use grows.',
        icon: 'agent',
      },
      {
        title: 'The rules are being written',
        text: 'Courts and lawmakers are deciding how AI may use creative work. Systems built on consent will not need rebuilding.',
        icon: 'scale',
      },
      {
        title: 'The tools exist',
        text: 'Protocols such as JLINC make signed, verifiable agreements between people and software practical at the scale AI works at.',
        icon: 'link',
      },
    ],
  },
  join: {
    id: 'join-waitlist',
    title: 'Join the Creator Alliance',
    lede: 'We are looking for the first creators and partners to shape how this works. Write to us and we will add you to the list.',
    cards: [
      {
        title: 'For creators',
        text: 'Writers, artists, musicians, educators and developers who want a say in how AI uses their work. Tell us what you make and what you would need to opt in.',
        icon: 'pen',
        link: { label: 'Join as a creator', to: mailto(contactAddresses.team, 'Creator Alliance: creator') },
      },
      {
        title: 'For platforms and publishers',
        text: 'Publishers, marketplaces and AI builders who want to license material with clear origins and fair terms.',
        icon: 'building',
        link: { label: 'Join as a partner', to: mailto(contactAddresses.team, 'Creator Alliance: partner') },
      },
    ],
  },
  rally: {
    id: 'take-part',
    title: 'Build AI that gives credit where it is due',
    text: 'The sooner creators are at the table, the better the rules will be. Join the conversation on Discord or see how we record what agents use.',
    actions: [
      { label: 'Join the Discord', to: externalLinks.community },
      { label: 'See the JLINC partnership', to: '/jlinc-partnership' },
    ],
  },
};
