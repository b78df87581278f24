import { escapeHtml } from '../http/page';

/**
 * The lead magnet: "Enterprise AI readiness checklist", a self-contained,
 * print-friendly HTML document (no script, no external file), served as a
 * download by POST /api/webinar/download-checklist, inline by
 * GET /api/webinar/checklist, and attached to the checklist email.
 */

export const CHECKLIST_TITLE = 'Enterprise AI readiness checklist';
export const CHECKLIST_FILENAME = 'enterprise-ai-readiness-checklist.html';

interface Check {
  text: string;
  hint: string;
}

interface Section {
  title: string;
  checks: Check[];
}

export const CHECKLIST_SECTIONS: readonly Section[] = [
  {
    title: 'Strategy and ownership',
    checks: [
      {
        text: 'One business process is named as the first target, together with the team that runs it today.',
        hint: '"Answer supplier questions about invoice status" is a target; "use AI in finance" is not.',
      },
      {
        text: 'An executive sponsor has signed up to the outcome and will unblock data and security reviews.',
        hint: 'Pilots without a sponsor tend to stall in the first access request.',
      },
      {
        text: 'A business owner is responsible for how the assistant behaves after launch, not only while it is built.',
        hint: 'Someone must decide what it answers, what it refuses and when content is out of date.',
      },
      {
        text: 'You have written down what "good enough" means: the share of requests handled without a person and the error rate you accept.',
        hint: 'Agree the numbers before the pilot, while nobody is attached to a result.',
      },
      {
        text: 'The build, buy or partner decision includes running costs: model usage, maintenance and the people who review answers.',
        hint: 'The first licence is rarely the largest cost in year two.',
      },
    ],
  },
  {
    title: 'Data readiness',
    checks: [
      {
        text: 'Every document set and system the assistant needs is listed, each with an owner.',
        hint: 'Owners approve access and answer "is this still true?" questions.',
      },
      {
        text: 'Source content is current: outdated policies, duplicate versions and drafts are removed or clearly marked.',
        hint: 'An assistant repeats stale content with full confidence.',
      },
      {
        text: 'Access rules are known, and the assistant respects them instead of seeing everything.',
        hint: 'A person should never learn from the assistant what they could not open themselves.',
      },
      {
        text: 'The structured systems it will query (CRM, ticketing, ERP) offer an API or export it may use, with known rate limits.',
        hint: 'Check read-only service accounts and quotas early; they take weeks to grant in some companies.',
      },
      {
        text: 'There is a refresh path: when a source changes, the assistant knows within an agreed time.',
        hint: 'Decide between scheduled re-indexing and updates triggered by the source system.',
      },
    ],
  },
  {
    title: 'Security and compliance',
    checks: [
      {
        text: 'Content is classified (public, internal, confidential, regulated) and you know which classes may reach which model provider.',
        hint: 'Regulated data may need a model hosted in your own cloud account or region.',
      },
      {
        text: "The model provider's retention and training terms are reviewed: no training on your data, and a known retention window.",
        hint: 'Keep the signed terms with the pilot documents.',
      },
      {
        text: 'Personal data in prompts and logs is kept to a minimum, and deletion requests also reach conversation logs.',
        hint: 'Set a retention period for logs before the first user signs in.',
      },
      {
        text: 'Prompt injection is part of the threat model: no document or message can make the assistant act or reveal content on its own say-so.',
        hint: 'Test with a document that contains instructions addressed to the assistant.',
      },
      {
        text: 'Credentials for the tools it calls have the least privilege needed and live in a secrets store, never in prompts.',
        hint: 'Prefer read-only access until the pilot proves a write action is worth its risk.',
      },
    ],
  },
  {
    title: 'Pilot design',
    checks: [
      {
        text: 'The pilot has a fixed length (four to six weeks is typical) and a named group of users.',
        hint: 'Twenty engaged users teach you more than two hundred passive ones.',
      },
      {
        text: 'A test set of 50 to 100 real questions with agreed answers exists before the first user sees the assistant.',
        hint: 'Take the questions from tickets, emails and chat history, not from the project team.',
      },
      {
        text: 'Every answer shows its sources, and users can flag a wrong answer in one click.',
        hint: 'Flags become new test questions.',
      },
      {
        text: 'There is a human fallback: the assistant hands over to a person, with the conversation so far, when it is unsure or asked to.',
        hint: 'A good hand-over is worth more than a guessed answer.',
      },
    ],
  },
  {
    title: 'Measurement',
    checks: [
      {
        text: 'A baseline is measured before launch: time and cost per request, backlog and satisfaction.',
        hint: 'Without a baseline, the pilot review becomes a matter of opinion.',
      },
      {
        text: 'Answer quality is scored every week against the test set, and a drop blocks the next change.',
        hint: 'Model, prompt and content changes can each make answers worse.',
      },
      {
        text: 'Usage is tracked per team: active users, conversations, hand-overs to people and flagged answers.',
        hint: 'Low usage in one team is a training or fit problem worth a conversation.',
      },
      {
        text: 'The business case names the figure that decides whether to scale, and who makes that call.',
        hint: 'For example: 40% of tier-one questions answered without a person at 95% accuracy.',
      },
    ],
  },
  {
    title: 'Change management',
    checks: [
      {
        text: 'The people whose work changes helped choose the use case and test the answers.',
        hint: 'They know the edge cases, and they will tell colleagues whether it works.',
      },
      {
        text: 'Training covers what the assistant is for, what it must not be used for, and how to report a problem.',
        hint: 'Fifteen minutes and a one-page guide are usually enough.',
      },
      {
        text: 'You know where people already use AI tools on their own, and the pilot gives them an approved alternative.',
        hint: 'Shadow AI use shows real demand; meet it rather than only forbidding it.',
      },
      {
        text: 'Support after launch is staffed: someone reviews flagged answers and updates content every week.',
        hint: 'Budget a few hours a week per assistant for as long as it runs.',
      },
    ],
  },
];

export const CHECKLIST_COUNT = CHECKLIST_SECTIONS.reduce((sum, section) => sum + section.checks.length, 0);

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The checklist as a complete HTML document; `siteUrl` is where the webinar page lives. */
export function renderChecklist(siteUrl: string): string {
  let number = 0;
  const sections = CHECKLIST_SECTIONS.map((section) => {
    const id = slug(section.title);
    const items = section.checks
      .map((check) => {
        number += 1;
        const box = `check-${number}`;
        return `        <li>
          <input type="checkbox" id="${box}" />
          <label for="${box}"><span class="number">${number}.</span> ${escapeHtml(check.text)}</label>
          <p class="hint">${escapeHtml(check.hint)}</p>
          <p class="owner">Owner: ______________________ &nbsp; Due: ____________</p>
        </li>`;
      })
      .join('\n');
    return `    <section aria-labelledby="${id}">
      <h2 id="${id}">${escapeHtml(section.title)}</h2>
      <ul>
${items}
      </ul>
    </section>`;
  }).join('\n');
  const webinar = `${siteUrl}/webinar-enterprise-ai`;

  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${CHECKLIST_TITLE} · AnswerAgentAI</title>
    <style>
      body {
        margin: 0 auto; max-width: 46rem; padding: 2rem 1.25rem 3rem;
        background: #ffffff; color: #1b1e27;
        font: 1rem/1.55 system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
      }
      header { border-bottom: 3px solid #4f3df5; padding-bottom: 1rem; margin-bottom: 1.5rem; }
      .eyebrow { margin: 0; color: #4f3df5; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; font-size: 0.8rem; }
      h1 { margin: 0.25rem 0 0.75rem; font-size: 1.9rem; line-height: 1.2; }
      h2 { margin: 2rem 0 0.75rem; font-size: 1.25rem; color: #2a2380; break-after: avoid; }
      ul { list-style: none; margin: 0; padding: 0; }
      li { display: grid; grid-template-columns: 1.75rem 1fr; column-gap: 0.5rem; padding: 0.65rem 0; border-bottom: 1px solid #dfe1ea; break-inside: avoid; }
      li input { width: 1.15rem; height: 1.15rem; margin: 0.2rem 0 0; accent-color: #4f3df5; }
      li label { font-weight: 600; }
      .number { color: #4f3df5; }
      .hint, .owner { grid-column: 2; margin: 0.2rem 0 0; font-size: 0.9rem; color: #4a5063; }
      .owner { display: none; }
      .how { background: #f2f1ff; border-radius: 0.5rem; padding: 0.75rem 1rem; }
      footer { margin-top: 2.5rem; font-size: 0.9rem; color: #4a5063; }
      a { color: #3a2bd1; }
      @media print {
        body { max-width: none; padding: 0; font-size: 10.5pt; }
        .owner { display: block; }
        a { color: inherit; text-decoration: none; }
        a[href^="http"]::after { content: " (" attr(href) ")"; font-size: 0.85em; }
      }
    </style>
  </head>
  <body>
    <header>
      <p class="eyebrow">AnswerAgentAI · Enterprise AI webinar</p>
      <h1>${CHECKLIST_TITLE}</h1>
      <p>${CHECKLIST_COUNT} checks to work through before you put budget behind an AI assistant pilot. Go through them with the people who own the process, the data and the risk.</p>
      <p class="how"><strong>How to use it:</strong> tick what is true today. Give every open item an owner and a date (the printed copy has space for both). A section with fewer than half its boxes ticked is where a pilot is most likely to stall, so start there.</p>
    </header>
    <main>
${sections}
    </main>
    <footer>
      <p>Open questions after working through the list? Bring them to the next live session, every Thursday at 11:00 AM Pacific time: <a href="${escapeHtml(webinar)}">${escapeHtml(webinar)}</a>.</p>
    </footer>
  </body>
</html>
`;
}
