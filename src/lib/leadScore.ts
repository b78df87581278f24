/**
 * SPEC §9 lead score for a webinar registration. The server computes it and
 * sends it back, so the page reports the same figure with its conversion event.
 */
import { LEAD_SCORE } from '../../config/webinar';

export interface LeadScoreWeights {
  readonly base: number;
  readonly freeMailProviders: readonly string[];
  readonly freeMailBonus: number;
  readonly otherDomainBonus: number;
  readonly sourceBonuses: { readonly linkedin: number; readonly googleOrSearch: number; readonly direct: number };
  readonly max: number;
}

export interface LeadScoreInput {
  email: string;
  utm_source?: string;
}

/**
 * Free mail providers are recognised by the first label of the domain, so
 * gmail.com and yahoo.co.uk both count while mail.gmail-partner.com does not.
 */
export function isFreeMailAddress(email: string, weights: LeadScoreWeights = LEAD_SCORE): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const firstLabel = domain.split('.')[0] ?? '';
  return weights.freeMailProviders.includes(firstLabel);
}

function sourceBonus(utmSource: string | undefined, weights: LeadScoreWeights): number {
  const source = utmSource?.trim().toLowerCase();
  if (!source) return 0;
  const { linkedin, googleOrSearch, direct } = weights.sourceBonuses;
  if (source.includes('linkedin')) return linkedin;
  if (source.includes('google') || source.includes('search')) return googleOrSearch;
  if (source === 'direct') return direct;
  return 0;
}

export function leadScore({ email, utm_source }: LeadScoreInput, weights: LeadScoreWeights = LEAD_SCORE): number {
  const domainBonus = isFreeMailAddress(email, weights) ? weights.freeMailBonus : weights.otherDomainBonus;
  return Math.min(weights.max, weights.base + domainBonus + sourceBonus(utm_source, weights));
}
