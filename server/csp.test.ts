import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseYaml } from '@redocly/openapi-core';
import { apiGroups, specPath } from '../config/openapi';
import {
  API_EXPLORER_CONNECT_SOURCES,
  collectScriptSources,
  contentSecurityPolicy,
  scanBuildDir,
  scriptHash,
} from './csp';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('collectScriptSources', () => {
  it('hashes inline JavaScript and modules', () => {
    const { hashes } = collectScriptSources(
      '<script>a()</script><SCRIPT type="text/javascript">b()</SCRIPT><script type="module">c()</script>',
    );
    expect([...hashes]).toEqual([sha256('a()'), sha256('b()'), sha256('c()')]);
  });

  it('skips data blocks such as JSON-LD', () => {
    const { hashes } = collectScriptSources(
      '<script type="application/ld+json">{"@type":"Article"}</script><script type="text/template"><p></p></script>',
    );
    expect(hashes.size).toBe(0);
  });

  it('collects the origins of external scripts but not of same-origin ones', () => {
    const { hashes, origins } = collectScriptSources(
      '<script async src="https://www.googletagmanager.com/gtag/js?id=G-X&amp;l=dataLayer"></script>' +
        "<script src='//cdn.example.com/a.js'></script>" +
        '<script src="/assets/js/main.js" defer></script><script src=runtime.js></script>' +
        '<script src="data:text/javascript,alert(1)"></script>',
    );
    expect(hashes.size).toBe(0);
    expect([...origins].sort()).toEqual(['https://cdn.example.com', 'https://www.googletagmanager.com']);
  });

  it('is not fooled by a > inside an attribute value', () => {
    const { hashes } = collectScriptSources('<script data-note="a > b">run()</script>');
    expect([...hashes]).toEqual([sha256('run()')]);
  });

  it('hashes what the browser hashes: whitespace kept, line endings as LF', () => {
    expect(scriptHash('\n  x()\r\n')).toBe(sha256('\n  x()\n'));
    expect(scriptHash('é')).toBe(sha256('é'));
  });
});

describe('contentSecurityPolicy', () => {
  it('lists hashes and origins in a stable order', () => {
    const policy = contentSecurityPolicy({
      hashes: new Set(["'sha256-b'", "'sha256-a'"]),
      origins: new Set(['https://www.googletagmanager.com']),
    });
    expect(policy).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'sha256-a' 'sha256-b' https://www.googletagmanager.com",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: https:",
        "font-src 'self' data:",
        "connect-src 'self' https://www.googletagmanager.com http://localhost:4000 https:",
        'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ].join('; '),
    );
  });
});

describe('connect-src for the API reference’s request panel', () => {
  interface ServerObject {
    url: string;
    variables?: Record<string, { default: string; enum?: string[] }>;
  }
  /** Each origin a server of the specification names: every enum value of a variable, the default otherwise. */
  function serverOrigins(server: ServerObject): string[] {
    let urls = [server.url];
    for (const [name, variable] of Object.entries(server.variables ?? {})) {
      const values = variable.enum ?? [variable.default];
      urls = urls.flatMap((url) => values.map((value) => url.replaceAll(`{${name}}`, value)));
    }
    return urls.map((url) => new URL(url).origin);
  }
  const specOrigins = new Set(
    apiGroups.flatMap((group) => {
      const spec = parseYaml(readFileSync(new URL(`../${specPath(group)}`, import.meta.url), 'utf8')) as {
        servers?: ServerObject[];
      };
      return (spec.servers ?? []).flatMap(serverOrigins);
    }),
  );
  const connect = contentSecurityPolicy({ hashes: new Set(), origins: new Set() })
    .split('; ')
    .find((directive) => directive.startsWith('connect-src '))!
    .split(' ')
    .slice(1);

  it('allows every server the specifications name', () => {
    expect(specOrigins.size).toBeGreaterThan(0);
    for (const origin of specOrigins) {
      const allowed = connect.includes(origin) || (origin.startsWith('https://') && connect.includes('https:'));
      expect(allowed, origin).toBe(true);
    }
  });

  it('allows no plain-HTTP origin that no specification names: no wildcard port, no other loopback name', () => {
    const http = API_EXPLORER_CONNECT_SOURCES.filter((source) => source.startsWith('http://'));
    expect(http.length).toBeGreaterThan(0);
    for (const source of http) expect(specOrigins, source).toContain(source);
    expect(connect.filter((source) => source.includes('*'))).toEqual([]);
  });
});

describe('scanBuildDir', () => {
  it('reads every HTML file, nested ones included, once per distinct script', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'site-csp-test-'));
    try {
      mkdirSync(path.join(dir, 'docs', 'intro'), { recursive: true });
      writeFileSync(path.join(dir, 'index.html'), '<script>theme()</script>');
      writeFileSync(path.join(dir, 'docs', 'intro', 'index.html'), '<script>theme()</script><script>banner()</script>');
      writeFileSync(path.join(dir, 'notes.txt'), '<script>ignored()</script>');
      const { hashes } = scanBuildDir(dir);
      expect([...hashes].sort()).toEqual([sha256('banner()'), sha256('theme()')].sort());
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('adds the hosts the build declares for its tracking tags, and only well-formed ones', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'site-csp-test-'));
    try {
      writeFileSync(path.join(dir, 'index.html'), '<p>no scripts</p>');
      const hosts = [
        'https://connect.facebook.net',
        'https://*.google-analytics.com',
        "'unsafe-eval'",
        'http://plain.example',
      ];
      writeFileSync(path.join(dir, '.csp-sources.json'), JSON.stringify({ hosts }));
      expect([...scanBuildDir(dir).origins].sort()).toEqual([
        'https://*.google-analytics.com',
        'https://connect.facebook.net',
      ]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('adds the frame hosts the build declares for its tracking tags to frame-src', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'site-csp-test-'));
    try {
      writeFileSync(path.join(dir, 'index.html'), '<p>no scripts</p>');
      const frameHosts = ['https://td.doubleclick.net', 'https://www.googletagmanager.com', 'javascript:'];
      writeFileSync(path.join(dir, '.csp-sources.json'), JSON.stringify({ hosts: [], frameHosts }));
      const policy = contentSecurityPolicy(scanBuildDir(dir));
      expect(policy).toContain(
        'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://td.doubleclick.net https://www.googletagmanager.com;',
      );
      expect(policy).not.toContain('javascript:');
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('finds nothing in a missing directory', () => {
    expect(scanBuildDir(path.join(os.tmpdir(), 'no-such-build-dir-xyz')).hashes.size).toBe(0);
  });
});
