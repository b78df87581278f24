import type { Card } from './types';

/** The ready-made agent apps, shown on /agents and /apps. */
export const agentApps: readonly Card[] = [
  {
    title: 'CSV Transformer',
    text: 'Upload a messy spreadsheet, describe the result you want and get a clean CSV back: columns renamed, values fixed, rows filtered.',
    icon: 'table',
  },
  {
    title: 'Image Creator',
    text: 'Describe a picture in words and get images generated with DALL·E, ready for a post, a slide or a mock-up.',
    icon: 'image',
  },
  {
    title: 'Deep Research',
    text: 'Ask a hard question. The agent searches, reads and compares sources, then writes a brief with citations.',
    icon: 'research',
  },
  {
    title: 'Code IDE',
    text: 'Describe a change in plain language and get working code, explained step by step, to run and refine.',
    icon: 'code',
  },
  {
    title: 'SEO & Website Analyzer',
    text: 'Point it at a site for a report on titles, content and links, with fixes listed in order of impact.',
    icon: 'globe',
  },
  {
    title: 'CMS Publisher',
    text: 'Draft, format and publish articles to a CMS such as Contentful without copying text between tabs.',
    icon: 'send',
  },
  {
    title: 'Call Analysis',
    text: 'Turn call transcripts into summaries, objections, next steps and coaching notes for the team.',
    icon: 'phone',
  },
  {
    title: 'Ticket Analysis',
    text: 'Group support tickets by cause, spot issues on the rise and draft replies to the most common requests.',
    icon: 'ticket',
  },
  {
    title: 'Video Creation',
    text: 'Go from a topic to a script, a shot list and narration for a short video.',
    icon: 'video',
  },
  {
    title: 'Agent Builder',
    text: 'Describe the assistant you need and get a first flow on the canvas, ready to test and adjust.',
    icon: 'studio',
  },
  {
    title: 'Company Dashboards',
    text: 'Ask for the numbers in plain language and get a dashboard or a report built from your connected data.',
    icon: 'dashboard',
  },
];
