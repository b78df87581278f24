import { describe, expect, it } from 'vitest';
import { footer } from './footer';
import { navbar } from './navbar';
import { externalLinks } from './site';

type Item = { label?: string; to?: string; href?: string; items?: Item[] };
const describeItem = (item: Item): string => `${item.label} → ${item.to ?? item.href ?? '(dropdown)'}`;

describe('navbar', () => {
  it('has the labels, order and targets of SPEC §2', () => {
    const items = navbar.items as readonly Item[];
    expect(items.map(describeItem)).toEqual([
      'Getting Started → /getting-started',
      'Using Answer → (dropdown)',
      'Developers → (dropdown)',
      'Resources → (dropdown)',
      'Blog → /blog',
      `Sign In → ${externalLinks.studio}`,
      `GitHub → ${externalLinks.sourceOrg}`,
    ]);
    expect(items[1]?.items?.map(describeItem)).toEqual([
      'Agents → /agents',
      'Chat → /chat',
      'Browser Sidekick → /browser-sidekick',
      'Studio → /sidekick-studio',
    ]);
    expect(items[2]?.items?.map(describeItem)).toEqual([
      'Join the Sprint → /developers',
      'Developer Guide → /docs/developers/',
      'API Reference → /docs/api/',
      'Embed Chatbot → /docs/developers/embed',
      'Prediction API → /docs/api/prediction/create-prediction',
    ]);
    expect(items[3]?.items?.map(describeItem)).toEqual([
      'Learn → /learn',
      'AI Workshops → /ai-workshops',
      'Use Cases → /docs/use-cases',
      'Support → /docs/community/',
    ]);
  });
});

describe('footer', () => {
  it('has the four columns of SPEC §2 and the 2025 copyright', () => {
    expect(footer.links.map((column) => column.title)).toEqual(['Docs', 'Support', 'Social', 'Company']);
    const [docsColumn, , , companyColumn] = footer.links;
    const docs = docsColumn?.items.map((item) => item.label);
    expect(docs).toContain('Developer Docs');
    expect((companyColumn?.items as readonly Item[] | undefined)?.map(describeItem)).toEqual([
      `Website → ${externalLinks.companySite}`,
      'Privacy Policy → /privacy-policy',
      'Terms of Service → /terms-of-service',
    ]);
    expect(footer.copyright).toContain('2025');
  });

  it('links only to https addresses outside the site', () => {
    const external = footer.links.flatMap((column) => column.items as readonly Item[]).filter((item) => item.href);
    expect(external.every((item) => item.href?.startsWith('https://'))).toBe(true);
  });
});
