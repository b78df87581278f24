/**
 * Names, addresses and build-time flags of the site. Every external URL the
 * navbar, footer and pages point at is defined here once.
 */
export const site = {
  title: 'AnswerAgentAI',
  tagline: 'Build, run and share AI sidekicks without writing code',
  url: 'https://answeragent.ai',
  baseUrl: '/',
  organizationName: 'AnswerAgentAI',
  projectName: 'answerai',
  copyrightYear: 2025,
} as const;

export const externalLinks = {
  studio: 'https://studio.theanswer.ai',
  sourceOrg: 'https://github.com/the-answerai',
  community: 'https://discord.gg/X54ywt8pzj',
  youtube: 'https://youtube.com/@digitalatscale',
  x: 'https://x.com/digitalatscale_',
  instagram: 'https://instagram.com/digitalatscale',
  companySite: 'https://theanswer.ai',
} as const;

/** Docs live under /docs with one version, shown as "Next". */
export const docsSettings = {
  routeBasePath: 'docs',
  currentVersionLabel: 'Next',
} as const;

/** The blog's route, title and description (index page, feeds and metadata). */
export const blogSettings = {
  routeBasePath: 'blog',
  blogTitle: 'Blog',
  blogDescription: 'Releases, essays and build notes from the team behind AnswerAgentAI.',
} as const;
