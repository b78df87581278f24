import { describe, expect, it } from 'vitest';
import { isSitePath, resolveLink } from './links';

describe('resolving a link as a browser does', () => {
  it('keeps paths, anchors and relative links of the site as written', () => {
    for (const href of ['/docs/intro', '/docs/x?y=1#z', '#options', './embed', '../api/', 'embed']) {
      expect(resolveLink(href)).toEqual({ href, external: false });
    }
  });

  it('finds every disguise of another site off-site, resolved to where it lands', () => {
    expect(resolveLink('/\\evil.example/x')).toEqual({ href: 'https://evil.example/x', external: true });
    expect(resolveLink('\\\\evil.example/x')).toEqual({ href: 'https://evil.example/x', external: true });
    expect(resolveLink('//evil.example/x')).toEqual({ href: 'https://evil.example/x', external: true });
    expect(resolveLink('/\t/evil.example/x')).toEqual({ href: 'https://evil.example/x', external: true });
    expect(resolveLink('https://evil.example/x')).toEqual({ href: 'https://evil.example/x', external: true });
    expect(resolveLink('mailto:team@example.org')).toEqual({ href: 'mailto:team@example.org', external: true });
  });

  it('refuses schemes that are no page to visit', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,x']) {
      expect(resolveLink(href)).toBeNull();
    }
    expect(resolveLink('http://[bad')).toBeNull();
  });

  it('makes an absolute address of the site a path of it when told the site’s origin', () => {
    expect(resolveLink('https://example.org/docs/x#y', 'https://example.org')).toEqual({
      href: '/docs/x#y',
      external: false,
    });
    expect(resolveLink('https://example.org.evil.example/', 'https://example.org')?.external).toBe(true);
  });

  it('tells a path of the site from anything else', () => {
    expect(isSitePath('/docs/intro#a')).toBe(true);
    expect(isSitePath('/\\evil.example/x')).toBe(false);
    expect(isSitePath('//evil.example')).toBe(false);
    expect(isSitePath('#a')).toBe(false);
    expect(isSitePath('https://evil.example/')).toBe(false);
  });
});
