import type { Footer } from '@docusaurus/theme-common';
import { externalLinks, site } from './site';

/** Footer: logo, copyright and the four columns of SPEC §2 "Footer". */
export const footer = {
  style: 'dark',
  logo: {
    alt: `${site.title} logo`,
    src: 'img/logo.svg',
    href: '/',
    width: 176,
    height: 32,
  },
  links: [
    {
      title: 'Docs',
      items: [
        { label: 'Getting Started', to: '/getting-started' },
        { label: 'Agents', to: '/agents' },
        { label: 'Browser Sidekick', to: '/browser-sidekick' },
        { label: 'Chat', to: '/chat' },
        { label: 'Studio', to: '/sidekick-studio' },
        { label: 'AI Workshops', to: '/ai-workshops' },
        { label: 'Join the Sprint', to: '/developers' },
        { label: 'Developer Docs', to: '/docs/developers/' },
      ],
    },
    {
      title: 'Support',
      items: [
        { label: 'Discord', href: externalLinks.community },
        { label: 'GitHub', href: externalLinks.sourceOrg },
      ],
    },
    {
      title: 'Social',
      items: [
        { label: 'YouTube', href: externalLinks.youtube },
        { label: 'X', href: externalLinks.x },
        { label: 'Instagram', href: externalLinks.instagram },
      ],
    },
    {
      title: 'Company',
      items: [
        { label: 'Website', href: externalLinks.companySite },
        { label: 'Privacy Policy', to: '/privacy-policy' },
        { label: 'Terms of Service', to: '/terms-of-service' },
      ],
    },
  ],
  copyright: `Copyright © ${site.copyrightYear} ${site.organizationName}.`,
} satisfies Footer;

/**
 * The footer's "Cookie settings" control. It opens the consent banner again
 * (src/theme/Root), so it is a button, styled like the links around it; it is
 * added only when a tag that needs consent is configured.
 */
export const cookieSettingsItem = {
  html: '<button type="button" class="footer__link-item" data-consent-settings>Cookie settings</button>',
};

/** The footer with Cookie settings at the end of the Company column. */
export function footerWithCookieSettings(base: typeof footer) {
  return {
    ...base,
    links: base.links.map((column) =>
      column.title === 'Company' ? { ...column, items: [...column.items, cookieSettingsItem] } : column,
    ),
  } satisfies Footer;
}
