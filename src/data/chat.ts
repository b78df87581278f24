import { externalLinks } from '../../config/site';
import type { CardsSection, CtaCopy, ItemsSection, MarketingPageData } from './types';

export interface ChatPage extends MarketingPageData {
  sidekicks: CardsSection;
  features: ItemsSection;
  collection: CardsSection;
  cta: CtaCopy;
}

export const chatPage: ChatPage = {
  meta: {
    path: '/chat',
    title: 'Chat with your AI sidekicks',
    description:
      'One chat window for every AnswerAgentAI sidekick: ask questions, attach files, speak instead of typing and switch assistants mid-conversation.',
  },
  hero: {
    eyebrow: 'Using Answer',
    title: 'Chat with your AI sidekicks',
    lede: 'Pick the sidekick that fits the task, ask in plain language and keep the conversation going. Your own sidekicks, the ones we suggest and the ones the community shares all live in one window.',
    actions: [
      { label: 'Start chatting', to: externalLinks.studio },
      { label: 'Read the chat guide', to: '/docs/chat/' },
    ],
    jumpLinks: [
      { label: 'Meet the sidekicks', to: '#features' },
      { label: 'Conversation features', to: '#conversation' },
      { label: 'Your collection', to: '#collection' },
    ],
  },
  sidekicks: {
    id: 'features',
    title: 'Meet your AI sidekicks',
    lede: 'A sidekick is an assistant with a job: its own instructions, plus the knowledge and tools that job needs. A few examples:',
    cards: [
      {
        title: 'Research Analyst',
        text: 'Searches the web and your documents, compares what it finds and answers with sources you can check.',
        icon: 'research',
      },
      {
        title: 'Writing Partner',
        text: 'Drafts emails, posts and reports in your voice, then tightens them on request.',
        icon: 'pen',
      },
      {
        title: 'Data Helper',
        text: 'Reads spreadsheets and databases, answers questions about the numbers and returns tables and summaries.',
        icon: 'table',
      },
      {
        title: 'Support Assistant',
        text: 'Answers customer questions from your help centre and hands over to a person when it should.',
        icon: 'headset',
      },
    ],
  },
  features: {
    id: 'conversation',
    title: 'Intelligent conversation features',
    lede: 'What every conversation can do, whichever sidekick you are talking to.',
    items: [
      {
        title: 'Answers from your documents',
        text: 'Sidekicks connected to a document store answer from your files and show the passages they used.',
        icon: 'document',
      },
      {
        title: 'Attach files',
        text: 'Drop a PDF, a spreadsheet or an image into the conversation and ask about it.',
        icon: 'paperclip',
      },
      {
        title: 'Speak instead of typing',
        text: 'Speech to text turns your voice into a question, handy when you are away from a keyboard.',
        icon: 'mic',
      },
      {
        title: 'Starter prompts',
        text: 'Each sidekick can suggest first questions, so nobody has to face an empty box.',
        icon: 'sparkles',
      },
      {
        title: 'Feedback on every answer',
        text: 'Rate answers with a thumbs up or down. Builders see the ratings and know what to improve.',
        icon: 'star',
      },
      {
        title: 'Memory across turns',
        text: 'The conversation keeps its context, so follow-up questions just work.',
        icon: 'loop',
      },
    ],
  },
  collection: {
    id: 'collection',
    title: 'Expand your sidekick collection',
    lede: 'Three shelves, one chat window.',
    cards: [
      {
        title: 'My Sidekicks',
        text: 'The sidekicks you build in the studio, private to you until you decide to share them.',
        icon: 'agent',
      },
      {
        title: 'Suggested',
        text: 'Ready-made sidekicks for common jobs, picked to get you started on your first day.',
        icon: 'sparkles',
      },
      {
        title: 'Community Shared',
        text: 'Sidekicks other builders have published. Use one as it is, or copy it and adapt it.',
        icon: 'community',
      },
    ],
  },
  cta: {
    title: 'Start a conversation',
    text: 'Sign in, choose a sidekick and ask your first question. When you want one of your own, the studio is a click away.',
    actions: [
      { label: 'Start chatting', to: externalLinks.studio },
      { label: 'Read the chat guide', to: '/docs/chat/' },
      { label: 'Build your own sidekick', to: '/docs/sidekick-studio/' },
    ],
  },
};
