import type { Navbar } from '@docusaurus/theme-common';
import { externalLinks, site } from './site';

/** Navbar items, in the order of SPEC §2 "Navigation bar". */
export const navbar = {
  logo: {
    alt: `${site.title} logo`,
    src: 'img/logo.svg',
    width: 176,
    height: 32,
  },
  hideOnScroll: false,
  items: [
    { to: '/getting-started', label: 'Getting Started', position: 'left' },
    {
      type: 'dropdown',
      label: 'Using Answer',
      position: 'left',
      items: [
        { to: '/agents', label: 'Agents' },
        { to: '/chat', label: 'Chat' },
        { to: '/browser-sidekick', label: 'Browser Sidekick' },
        { to: '/sidekick-studio', label: 'Studio' },
      ],
    },
    {
      type: 'dropdown',
      label: 'Developers',
      position: 'left',
      items: [
        { to: '/developers', label: 'Join the Sprint' },
        { to: '/docs/developers/', label: 'Developer Guide' },
        { to: '/docs/api/', label: 'API Reference' },
        { to: '/docs/developers/embed', label: 'Embed Chatbot' },
        { to: '/docs/api/prediction/create-prediction', label: 'Prediction API' },
      ],
    },
    {
      type: 'dropdown',
      label: 'Resources',
      position: 'left',
      items: [
        { to: '/learn', label: 'Learn' },
        { to: '/ai-workshops', label: 'AI Workshops' },
        { to: '/docs/use-cases', label: 'Use Cases' },
        { to: '/docs/community/', label: 'Support' },
      ],
    },
    { to: '/blog', label: 'Blog', position: 'left' },
    {
      href: externalLinks.studio,
      label: 'Sign In',
      position: 'right',
      className: 'button button--primary button--sm navbar-sign-in',
    },
    {
      href: externalLinks.sourceOrg,
      label: 'GitHub',
      position: 'right',
      'aria-label': 'AnswerAgentAI on GitHub',
    },
  ],
} satisfies Navbar;
