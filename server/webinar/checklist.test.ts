import { describe, expect, it } from 'vitest';
import { UNFINISHED_TEXT } from '../../scripts/check-content.mjs';
import { CHECKLIST_COUNT, CHECKLIST_SECTIONS, CHECKLIST_TITLE, renderChecklist } from './checklist';

describe('Enterprise AI readiness checklist', () => {
  it('has the six sections with four or more distinct checks each, about 25 in all', () => {
    expect(CHECKLIST_SECTIONS.map((section) => section.title)).toEqual([
      'Strategy and ownership',
      'Data readiness',
      'Security and compliance',
      'Pilot design',
      'Measurement',
      'Change management',
    ]);
    expect(CHECKLIST_SECTIONS.every((section) => section.checks.length >= 4)).toBe(true);
    expect(CHECKLIST_COUNT).toBeGreaterThanOrEqual(24);
    const texts = CHECKLIST_SECTIONS.flatMap((section) => section.checks.map((check) => check.text));
    expect(new Set(texts).size).toBe(texts.length);
    for (const check of CHECKLIST_SECTIONS.flatMap((section) => section.checks)) {
      expect(check.text.length).toBeGreaterThan(40);
      expect(check.hint.length).toBeGreaterThan(20);
      expect(`${check.text} ${check.hint}`).not.toMatch(UNFINISHED_TEXT);
    }
  });

  it('renders a complete, accessible document: one labelled checkbox per check, print styles, no script', () => {
    const html = renderChecklist('https://site.test');
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain(`<title>${CHECKLIST_TITLE} · AnswerAgentAI</title>`);
    expect(html.match(/<input type="checkbox" id="check-(\d+)" \/>/g)).toHaveLength(CHECKLIST_COUNT);
    expect(html.match(/<label for="check-\d+">/g)).toHaveLength(CHECKLIST_COUNT);
    expect(html.match(/<section aria-labelledby=/g)).toHaveLength(CHECKLIST_SECTIONS.length);
    expect(html).toContain('@media print');
    expect(html).not.toMatch(/<script|src="http/);
    expect(html).toContain('href="https://site.test/webinar-enterprise-ai"');
  });
});
