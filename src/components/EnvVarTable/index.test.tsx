import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { envData } from '@site/src/data/envVars';
import EnvVarTable, { sourceUrl, withCode } from '.';

describe('EnvVarTable', () => {
  const server = renderToString(<EnvVarTable group="server" />);

  it('is a labelled, focusable region with a row per variable of the group', () => {
    expect(server).toMatch(/role="region" aria-label="Server and network: environment variables" tabindex="0"/);
    expect(server).toMatch(/<th scope="row"><code[^>]*>PORT<\/code><span[^>]*>server<\/span><\/th>/);
    expect(server).not.toContain('>DATABASE_TYPE<');
  });

  it('shows the default the code gives, and the reads linked to the source at the extracted commit', () => {
    const port = server.slice(server.indexOf('>PORT<'), server.indexOf('</tr>', server.indexOf('>PORT<')));
    expect(port).toContain('<code>3000</code>');
    expect(port).toContain('Read in <!-- -->2<!-- --> place');
    expect(port).toContain(
      `href="https://github.com/the-answerai/theanswer/blob/${envData.commit}/packages/server/src/index.ts#L337"`,
    );
  });

  it('links "Yes" under Required to where the code throws, and names the packages of a default only some share', () => {
    const redis = renderToString(<EnvVarTable group="redis" />);
    expect(redis).toMatch(/href="[^"]+packages\/server\/src\/AppConfig\.ts#L38"[^>]*>Yes<\/a>/);
    const keys = renderToString(<EnvVarTable group="keys" />);
    expect(keys).toMatch(/<code>theanswerencryptionkey<\/code><span[^>]*> \(<!-- -->seed script<!-- -->\)/);
  });

  it('links every read and every throw to a valid URL, each path segment percent-encoded', () => {
    // RFC 3986: what a path and a fragment may hold raw; anything else must be %-encoded.
    const pathChars = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;
    const places = envData.variables.flatMap((variable) => [...variable.where, ...variable.requiredAt]);
    expect(
      places.some((where) => /[ [\]]/.test(where)),
      'the data still has a path that needs encoding',
    ).toBe(true);
    for (const where of places) {
      const url = new URL(sourceUrl(where));
      expect(url.href, where).toBe(sourceUrl(where));
      expect(url.pathname, where).toMatch(pathChars);
      const file = decodeURIComponent(url.pathname.split(`/blob/${envData.commit}/`)[1] ?? '');
      expect(`${file}:${url.hash.slice(2)}`, where).toBe(where);
    }
    expect(sourceUrl('apps/web/app/api/auth/[auth0]/route.ts:9')).toMatch(/\/api\/auth\/%5Bauth0%5D\/route\.ts#L9$/);
    expect(sourceUrl('packages/components/nodes/llms/Azure OpenAI/AzureOpenAI.ts:9')).toMatch(
      /\/llms\/Azure%20OpenAI\/AzureOpenAI\.ts#L9$/,
    );
  });

  it('turns backticks into code and file:line into a line link', () => {
    expect(renderToString(<p>{withCode('set `MODE` to `queue`')}</p>)).toBe(
      '<p>set <code>MODE</code> to <code>queue</code></p>',
    );
    expect(sourceUrl('packages/ui/vite.config.js:48')).toMatch(/\/packages\/ui\/vite\.config\.js#L48$/);
  });
});
