import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { externalLinks } from './config/site';

/** One sidebar, "docs", in the order of the reference docs tree. */
const sidebars = {
  docs: [
    { type: 'doc', id: 'README', label: 'Overview' },
    {
      type: 'category',
      label: 'Developers',
      link: { type: 'generated-index', title: 'Developer Resources', slug: '/category/developers' },
      items: [
        { type: 'doc', id: 'developers/README', label: 'Developer Guide' },
        'developers/embed',
        {
          type: 'category',
          label: 'API Reference',
          link: { type: 'doc', id: 'api/index' },
          items: ['api/prediction/create-prediction'],
        },
      ],
    },
    {
      type: 'category',
      label: 'Learn',
      link: { type: 'generated-index', title: 'Learn AI & Master AnswerAgentAI', slug: '/category/learn' },
      items: [
        { type: 'doc', id: 'use-cases/README', label: 'Use Cases' },
        { type: 'link', label: 'Digital at Scale on YouTube', href: externalLinks.youtube },
      ],
    },
    {
      type: 'category',
      label: 'Support',
      link: { type: 'generated-index', title: 'Support Resources', slug: '/category/support' },
      items: [{ type: 'doc', id: 'community/README', label: 'Getting Support' }],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
