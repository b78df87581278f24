import { externalLinks } from '../../config/site';
import { agentApps } from './agentApps';
import type { Action, CardsSection, ChipsSection, CtaCopy, ItemsSection, MarketingPageData } from './types';

export interface AgentsPage extends MarketingPageData {
  whatIsAgent: CardsSection;
  integrations: ChipsSection & { actions: readonly Action[] };
  apps: CardsSection;
  howItWorks: ItemsSection;
  cta: CtaCopy;
}

export const agentsPage: AgentsPage = {
  meta: {
    path: '/agents',
    title: 'AI Agents',
    description:
      'AI agents that plan, call tools and finish multi-step work: how they work, the tools they connect to, and ready-made agent apps built with AnswerAgentAI.',
  },
  hero: {
    eyebrow: 'Using Answer',
    title: 'AI Agents',
    lede: 'An agent takes a goal, chooses the tools it needs and works through the steps until the job is done. Build one on the studio canvas, connect it to your systems and hand it real work.',
    actions: [
      { label: 'Build an agent', to: externalLinks.studio },
      { label: 'Read the agentflow guide', to: '/docs/sidekick-studio/agentflows/' },
    ],
    jumpLinks: [
      { label: 'What is an agent?', to: '#what-is-agent' },
      { label: 'Agent apps', to: '#featured-apps' },
      { label: 'How agents work', to: '#how-agents-work' },
    ],
  },
  whatIsAgent: {
    id: 'what-is-agent',
    title: 'What is an AI agent?',
    lede: 'A chatbot answers. An agent acts: it reasons about a goal, uses tools and checks its own progress.',
    cards: [
      {
        title: 'Works towards a goal',
        text: 'You describe the outcome. The agent breaks it into steps and chooses their order instead of following a fixed script.',
        icon: 'target',
      },
      {
        title: 'Uses real tools',
        text: 'Search the web, query a database, call an API, read a file or run Python: tools turn answers into finished work.',
        icon: 'plug',
      },
      {
        title: 'Remembers the context',
        text: 'Memory carries the conversation and the state of the task from one step to the next, so nothing has to be repeated.',
        icon: 'database',
      },
      {
        title: 'Works in a team',
        text: 'Several agents can share a job. A supervisor hands each part to the right specialist; conditions and loops decide who acts next.',
        icon: 'users',
      },
    ],
  },
  integrations: {
    id: 'integrations',
    title: 'Agent tool integrations',
    lede: 'Agents reach your systems through built-in tools and MCP servers. These are some of the services and capabilities they connect to today.',
    chips: [
      'GitHub',
      'Jira',
      'Slack',
      'Salesforce',
      'Confluence',
      'Contentful',
      'PostgreSQL',
      'Brave Search',
      'Google Calendar',
      'Google Custom Search',
      'Exa Search',
      'Serper',
      'SerpAPI',
      'OpenAPI toolkits',
      'HTTP requests',
      'Python interpreter',
      'Web browser',
      'DALL·E',
      'Other chatflows',
      'Custom MCP servers',
    ],
    actions: [
      { label: 'Browse the MCP tools', to: '/docs/sidekick-studio/chatflows/tools-mcp/' },
      { label: 'Request an integration on Discord', to: externalLinks.community },
    ],
  },
  apps: {
    id: 'featured-apps',
    title: 'Agent apps',
    lede: 'Ready-made agents for jobs that come up every week. Each one is a flow you can open in the studio, copy and change.',
    cards: agentApps,
  },
  howItWorks: {
    id: 'how-agents-work',
    title: 'How AI agents work',
    items: [
      {
        title: 'Give it a goal',
        text: 'Write what you need in plain language, such as “compare these three vendors and draft a recommendation”.',
      },
      {
        title: 'It plans the work',
        text: 'The agent’s model decides which step comes first and which tool each step needs.',
      },
      {
        title: 'It acts and checks',
        text: 'It calls the tools, reads the results and loops until the goal is met or it needs your input.',
      },
      {
        title: 'You review the result',
        text: 'Every tool call and intermediate answer is visible, so you can check the work and refine the flow.',
      },
    ],
  },
  cta: {
    title: 'Put your first agent to work',
    text: 'Start from an agent app or a blank canvas in the studio. If you get stuck, the community answers on Discord.',
    actions: [
      { label: 'Build an agent', to: externalLinks.studio },
      { label: 'Read the agentflow guide', to: '/docs/sidekick-studio/agentflows/' },
      { label: 'Ask the community', to: externalLinks.community },
    ],
  },
};
