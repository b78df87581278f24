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

  it('turns backticks into code and file:line into a line link', () => {
    expect(renderToString(<p>{withCode('set `MODE` to `queue`')}</p>)).toBe(
      '<p>set <code>MODE</code> to <code>queue</code></p>',
    );
    expect(sourceUrl('packages/ui/vite.config.js:48')).toMatch(/\/packages\/ui\/vite\.config\.js#L48$/);
  });
});
