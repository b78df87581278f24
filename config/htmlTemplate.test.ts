import { describe, expect, it } from 'vitest';
// The framework's own compiler for `ssrTemplate`, with the options it builds pages with.
import { compileSSGTemplate } from '@docusaurus/core/lib/ssg/ssgTemplate.js';
import { htmlTemplate } from './htmlTemplate';

const render = async (scripts: string[]) =>
  (await compileSSGTemplate(htmlTemplate))({
    appHtml: '<main>Page</main>',
    baseUrl: '/',
    htmlAttributes: 'lang="en"',
    bodyAttributes: '',
    headTags: '',
    preBodyTags: '',
    postBodyTags: '',
    metaAttributes: [],
    scripts,
    stylesheets: ['assets/css/styles.css'],
    noIndex: false,
    version: '3.10.2',
  });

/** The loader script element: its data-scripts list (HTML-unescaped) and its text. */
function loaderOf(html: string) {
  const match = /<script data-scripts="([^"]*)">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('no loader script in the page');
  const attribute = match[1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  return { scripts: JSON.parse(attribute) as string[], text: match[2] };
}

describe('htmlTemplate', () => {
  it('loads the page chunks before main.js, with the base URL', async () => {
    const html = await render([
      'assets/js/react.1.js',
      'assets/js/runtime~main.2.js',
      'assets/js/main.3.js',
      'assets/js/2531.4.js',
      'assets/js/17896441.5.js',
    ]);
    expect(loaderOf(html).scripts).toEqual([
      '/assets/js/react.1.js',
      '/assets/js/runtime~main.2.js',
      '/assets/js/2531.4.js',
      '/assets/js/17896441.5.js',
      '/assets/js/main.3.js',
    ]);
  });

  it('gives every page the same loader text, so one CSP hash allows it', async () => {
    const home = loaderOf(await render(['assets/js/runtime~main.2.js', 'assets/js/main.3.js']));
    const guide = loaderOf(await render(['assets/js/runtime~main.2.js', 'assets/js/main.3.js', 'assets/js/106.6.js']));
    expect(guide.text).toBe(home.text);
    expect(guide.scripts).not.toEqual(home.scripts);
  });

  it('puts no script in the head', async () => {
    const html = await render(['assets/js/main.3.js']);
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('<script');
  });
});
