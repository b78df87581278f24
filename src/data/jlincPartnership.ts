import { externalLinks } from '../../config/site';
import { contactAddresses, mailto } from './contact';
import type {
  CardsSection,
  CtaCopy,
  FaqSection,
  Illustration,
  ItemsSection,
  MarketingPageData,
  ProseSection,
  SectionHeading,
} from './types';

export interface ComparisonRow {
  aspect: string;
  traditional: string;
  withJlinc: string;
}

export interface JlincPartnershipPage extends MarketingPageData {
  partner: { name: string; url: string };
  vision: CardsSection;
  problem: ItemsSection;
  solution: ItemsSection & { figure: Illustration; caption: string };
  comparison: SectionHeading & { columns: readonly [string, string, string]; rows: readonly ComparisonRow[] };
  benefits: ItemsSection;
  useCases: CardsSection;
  about: ProseSection & CardsSection;
  faq: FaqSection;
  demo: CtaCopy & { tracks: CardsSection['cards'] };
}

export const jlincPartnershipPage: JlincPartnershipPage = {
  meta: {
    path: '/jlinc-partnership',
    title: 'AnswerAgentAI and JLINC',
    description:
      'AnswerAgentAI and JLINC bring a verifiable chain of custody to AI agents: prompts, sources, tool calls and answers signed and recorded for audit and governance.',
  },
  partner: { name: 'JLINC', url: 'https://jlinc.com' },
  hero: {
    eyebrow: 'Partnership',
    title: 'Trustworthy AI agents with AnswerAgentAI and JLINC',
    lede: 'Together we record what every agent saw, decided and did, signed at each step, so your organisation can prove how an answer came to be and who agreed to what.',
    actions: [
      { label: 'Book a 30-minute demo', to: '#demo' },
      { label: 'See how it works', to: '#solution' },
    ],
    jumpLinks: [
      { label: 'The problem', to: '#problem' },
      { label: 'The solution', to: '#solution' },
      { label: 'Use cases', to: '#use-cases' },
      { label: 'Questions', to: '#faq' },
    ],
  },
  vision: {
    id: 'vision',
    eyebrow: 'The partnership',
    title: 'Solving AI’s trust gap',
    lede: 'Two companies, one goal: AI agents that organisations can trust with real decisions.',
    cards: [
      {
        title: 'AnswerAgentAI brings',
        text: 'The studio and runtime where agents are built and run: models, document stores, tools and the conversations themselves.',
        icon: 'studio',
      },
      {
        title: 'JLINC brings',
        text: 'A protocol for signed data agreements and audit records between parties identified by decentralised identifiers.',
        icon: 'shield',
      },
    ],
  },
  problem: {
    id: 'problem',
    title: 'The problem: AI you cannot audit',
    lede: 'Agents now read company data and act on it. Afterwards, few teams can show what happened.',
    items: [
      {
        title: 'No record of the sources',
        text: 'Most applications built on language models cannot show which documents shaped an answer once the conversation is over.',
        icon: 'document',
      },
      {
        title: 'Logs anyone can edit',
        text: 'Application logs live in one vendor’s database. They can be changed, lost or never written, and nobody outside can check them.',
        icon: 'eye',
      },
      {
        title: 'Consent that does not travel',
        text: 'Terms agreed when data was shared are not attached to the data, so an agent cannot respect them later.',
        icon: 'key',
      },
      {
        title: 'Regulators are asking',
        text: 'Rules such as the EU AI Act expect AI systems to keep records and be traceable. A screenshot of a chat is not evidence.',
        icon: 'scale',
      },
    ],
  },
  solution: {
    id: 'solution',
    title: 'The solution: a chain of custody for every agent run',
    lede: 'Each step of an agent run becomes a signed record that points to the one before it.',
    items: [
      {
        title: 'Agree on the terms',
        text: 'Before data is used, the parties sign a JLINC data agreement that states what may be done with it.',
      },
      {
        title: 'Record every step',
        text: 'The prompt, the retrieved sources, each tool call and the answer are recorded as the agent runs.',
      },
      {
        title: 'Sign and link',
        text: 'Each record is signed and refers to the previous one, so a missing or altered step shows.',
      },
      {
        title: 'Verify independently',
        text: 'An auditor with the records can check the whole chain without having to trust either company’s servers.',
      },
    ],
    figure: {
      src: '/img/illustrations/chain-of-custody.svg',
      width: 880,
      height: 300,
      alt: 'Four linked records, labelled prompt, sources, tool call and answer, each with a signature seal and an arrow to the next.',
    },
    caption: 'One agent run as a chain of signed records: change any link and the chain no longer verifies.',
  },
  comparison: {
    id: 'comparison',
    title: 'Compared with traditional LLM operations',
    columns: ['Question', 'Traditional LLM operations', 'AnswerAgentAI with JLINC'],
    rows: [
      {
        aspect: 'Which sources shaped the answer?',
        traditional: 'Rarely kept after the session',
        withJlinc: 'A signed record of every source used',
      },
      {
        aspect: 'Can the log be trusted?',
        traditional: 'It sits in one vendor’s database and can be edited',
        withJlinc: 'Signed, linked records anyone can verify',
      },
      {
        aspect: 'What may be done with the data?',
        traditional: 'Written in a contract, far from the data',
        withJlinc: 'A machine-readable agreement that travels with the data',
      },
      {
        aspect: 'Who was involved?',
        traditional: 'User names inside one system',
        withJlinc: 'Decentralised identifiers that work across organisations',
      },
      {
        aspect: 'How is a decision proved?',
        traditional: 'Screenshots and recollection',
        withJlinc: 'A verifiable chain from prompt to answer',
      },
    ],
  },
  benefits: {
    id: 'benefits',
    title: 'Governance built in',
    items: [
      {
        title: 'Audit-ready from the first run',
        text: 'Records exist from the moment an agent starts work, not after an incident.',
        icon: 'verified',
      },
      {
        title: 'Accountability across teams',
        text: 'Every step names the person, the agent and the system responsible for it.',
        icon: 'users',
      },
      {
        title: 'Consent you can enforce',
        text: 'Agents see the terms attached to the data they use and can respect them.',
        icon: 'key',
      },
      {
        title: 'Less time on compliance',
        text: 'Evidence for reviews is collected as a by-product of work, not assembled by hand.',
        icon: 'clock',
      },
    ],
  },
  useCases: {
    id: 'use-cases',
    title: 'Industry use cases',
    lede: 'Wherever a decision must be explained later.',
    cards: [
      {
        tag: 'Financial services',
        title: 'Explainable credit and fraud decisions',
        text: 'Show how an agent reached a decision, with the data it used and the policy it followed.',
        icon: 'building',
      },
      {
        tag: 'Healthcare',
        title: 'Traceable clinical summaries',
        text: 'Keep a verifiable record of which sources informed a summary and that patient data stayed within its consent.',
        icon: 'shield',
      },
      {
        tag: 'Legal',
        title: 'Defensible document review',
        text: 'Prove which documents an agent reviewed and that privileged material was handled on the agreed terms.',
        icon: 'scale',
      },
      {
        tag: 'Public sector',
        title: 'Answers citizens can check',
        text: 'Give citizens and auditors a checkable record of how an automated answer was produced.',
        icon: 'flag',
      },
    ],
  },
  about: {
    id: 'about-jlinc',
    title: 'About the JLINC protocol',
    paragraphs: [
      'JLINC is a protocol for data agreements: signed, machine-readable terms that say what may be done with data, exchanged between parties identified by decentralised identifiers (DIDs). Each exchange leaves an audit record that both sides can verify.',
    ],
    cards: [
      {
        title: 'JLINC',
        text: 'The company behind the protocol, and its products for data agreements.',
        icon: 'globe',
        link: { label: 'Visit jlinc.com', to: 'https://jlinc.com' },
      },
      {
        title: 'Protocol specification',
        text: 'How agreements and audit records are structured, signed and exchanged.',
        icon: 'document',
        link: { label: 'Read the protocol', to: 'https://protocol.jlinc.org' },
      },
      {
        title: 'DID method',
        text: 'How JLINC identifiers are created, resolved and rotated.',
        icon: 'key',
        link: { label: 'Read the DID specification', to: 'https://did-spec.jlinc.org' },
      },
    ],
  },
  faq: {
    id: 'faq',
    title: 'Frequently asked questions',
    items: [
      {
        question: 'What exactly is recorded?',
        answer:
          'The prompt, the sources the agent retrieved, each tool call with its inputs and outputs, the answer, and the identities of the people and systems involved.',
      },
      {
        question: 'Do our existing flows have to change?',
        answer:
          'The recording happens around an agent run rather than inside your prompts, so chatflows and agentflows are built as they are today. You choose which sidekicks are recorded.',
      },
      {
        question: 'Where are the records kept?',
        answer:
          'Where you decide. Because every record is signed, it can be verified wherever it is stored, including by an auditor outside your organisation.',
      },
      {
        question: 'Who is this for?',
        answer:
          'Teams in regulated industries, and anyone who must explain how an AI system reached a result: compliance, risk, legal and IT.',
      },
      {
        question: 'How do we try it?',
        answer:
          'Book a 30-minute demo. We show a recorded agent run and the chain that proves it, then talk about a pilot on one of your processes.',
      },
    ],
  },
  demo: {
    id: 'demo',
    title: 'See a verifiable agent run in 30 minutes',
    text: 'Pick the track that fits you, and we will send times that suit your calendar.',
    tracks: [
      {
        tag: 'Technical track',
        title: 'For architects and engineers',
        text: 'Recording, signing and verification in detail, and how it fits your stack.',
        icon: 'code',
        link: {
          label: 'Book the technical demo',
          to: mailto(contactAddresses.team, 'JLINC partnership: technical demo'),
        },
      },
      {
        tag: 'Business track',
        title: 'For compliance and leadership',
        text: 'Governance, regulation and where a pilot pays off first.',
        icon: 'flag',
        link: {
          label: 'Book the business demo',
          to: mailto(contactAddresses.team, 'JLINC partnership: business demo'),
        },
      },
    ],
    actions: [{ label: 'Ask a question on Discord', to: externalLinks.community }],
  },
};
