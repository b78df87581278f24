/**
 * Shapes of the marketing copy in src/data. Pages map over these; the shared
 * components in src/components take them as props. Every string is visible
 * copy, so src/data/marketing.test.ts checks that none is empty and that every
 * link goes somewhere real.
 */
import type { IconName } from './icons';

/**
 * A link or a button. `to` is a site route (optionally with a #fragment), a
 * fragment on the same page ("#steps"), an https URL, or a mailto: address.
 */
export interface Action {
  label: string;
  to: string;
}

/** The route, the document title and the meta description of a page. */
export interface PageMeta {
  path: string;
  /** Document title; the theme appends the site name. */
  title: string;
  description: string;
}

export interface HeroCopy {
  eyebrow: string;
  title: string;
  lede: string;
  /** The first action is the page's primary call to action. */
  actions: readonly Action[];
  /** Jump links to sections of the same page. */
  jumpLinks?: readonly Action[];
}

/** The heading block of a page section. */
export interface SectionHeading {
  /** Anchor id; set it when something links to the section. */
  id?: string;
  eyebrow?: string;
  title: string;
  lede?: string;
}

export interface Card {
  title: string;
  text: string;
  icon?: IconName;
  /** A short label shown above the title, such as a step or a category. */
  tag?: string;
  /** Short points listed under the text, each with a check mark. */
  points?: readonly string[];
  link?: Action;
}

export interface Item {
  title: string;
  text: string;
  icon?: IconName;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface CardsSection extends SectionHeading {
  cards: readonly Card[];
}

export interface ItemsSection extends SectionHeading {
  items: readonly Item[];
}

export interface ProseSection extends SectionHeading {
  paragraphs: readonly string[];
}

export interface ChipsSection extends SectionHeading {
  chips: readonly string[];
}

export interface FaqSection extends SectionHeading {
  items: readonly FaqItem[];
}

/** A closing call to action. */
export interface CtaCopy {
  id?: string;
  title: string;
  text: string;
  actions: readonly Action[];
}

/** An illustration from static/img/illustrations, with its intrinsic size. */
export interface Illustration {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** What every marketing page module exports, besides its own sections. */
export interface MarketingPageData {
  meta: PageMeta;
  hero: HeroCopy;
}
