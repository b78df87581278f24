import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import NewsletterSignup from '.';

describe('NewsletterSignup', () => {
  const html = renderToString(<NewsletterSignup source="blog-post" />);

  it('is a labelled section with an email field and an optional name', () => {
    expect(html).toMatch(/<section[^>]*aria-labelledby="([^"]+)"[^>]*><h2 id="\1"[^>]*>Get new posts by email<\/h2>/);
    expect(html).toMatch(/<label for="[^"]+-email"[^>]*>Email<\/label>/);
    expect(html).toMatch(/<label for="[^"]+-name"[^>]*>Name \(optional\)<\/label>/);
    expect(html.match(/aria-required="true"/g)).toHaveLength(1);
  });

  it('has a honeypot and its live regions', () => {
    expect(html).toMatch(/aria-hidden="true"><label>Website<input[^>]*name="website"[^>]*tabindex="-1"/i);
    expect(html).toContain('role="status"');
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/<button type="submit"[^>]*>Subscribe<\/button>/);
  });
});
