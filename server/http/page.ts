/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The site's icon (docusaurus.config.ts `favicon`): without a link to it the browser asks for /favicon.ico. */
export const FAVICON = '/img/favicon.svg';

export interface PageContent {
  title: string;
  heading: string;
  /** Paragraphs of plain text; they are escaped here. */
  paragraphs: string[];
  /** Links shown as buttons under the text. */
  links: Array<{ label: string; href: string }>;
  /** A button that POSTs hidden fields (an action a mail scanner's GET must not trigger). */
  form?: { action: string; label: string; fields: Record<string, string> };
}

/**
 * A small standalone page in the site's dark palette for the answers a person
 * lands on from an email link (unsubscribe, newsletter confirmation). It has
 * no script and needs nothing from the build.
 */
export function renderPage({ title, heading, paragraphs, links, form }: PageContent): string {
  const text = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n      ');
  const actions = links
    .map((link) => `<a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`)
    .join('\n        ');
  const formHtml = form
    ? `<form method="post" action="${escapeHtml(form.action)}">
        ${Object.entries(form.fields)
          .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}" />`)
          .join('\n        ')}
        <button class="button" type="submit">${escapeHtml(form.label)}</button>
      </form>`
    : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)} · AnswerAgentAI</title>
    <link rel="icon" href="${FAVICON}" type="image/svg+xml" />
    <style>
      :root { color-scheme: dark; }
      body {
        margin: 0; min-height: 100vh; display: grid; place-items: center;
        background: #0b0d14; color: #e6e8f0;
        font: 1.05rem/1.65 system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
      }
      main {
        box-sizing: border-box; width: min(34rem, calc(100% - 2rem)); margin: 2rem 0; padding: 2rem;
        background: #12151f; border: 1px solid #232838; border-radius: 1rem;
      }
      .brand { margin: 0 0 1.5rem; color: #b4b9c9; font-size: 0.95rem; font-weight: 600; letter-spacing: 0.02em; }
      h1 { margin: 0 0 1rem; font-size: 1.6rem; line-height: 1.25; }
      p { margin: 0 0 1rem; color: #e6e8f0; }
      .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
      form { margin-top: 1.5rem; }
      button.button { border: 0; font: inherit; font-weight: 600; cursor: pointer; }
      .button {
        display: inline-flex; align-items: center; min-height: 44px; padding: 0 1.1rem; box-sizing: border-box;
        border-radius: 0.5rem; background: #8f84ff; color: #0b0d14;
        font-weight: 600; text-decoration: none;
      }
      .button:hover { background: #a49bff; }
      .button:focus-visible { outline: 3px solid #d9d5ff; outline-offset: 3px; }
    </style>
  </head>
  <body>
    <main>
      <p class="brand">AnswerAgentAI</p>
      <h1>${escapeHtml(heading)}</h1>
      ${text}
      ${formHtml}${
        actions
          ? `
      <div class="actions">
        ${actions}
      </div>`
          : ''
      }
    </main>
  </body>
</html>
`;
}
