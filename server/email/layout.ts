import { escapeHtml } from '../http/page';

/** One block of an email, written once and rendered both as plain text and as HTML. */
export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'facts'; rows: Array<[label: string, value: string]> }
  | { type: 'links'; items: Array<{ label: string; href: string }> }
  | { type: 'button'; label: string; href: string }
  | { type: 'steps'; items: string[] };

export interface EmailBody {
  preheader: string;
  greeting: string;
  blocks: Block[];
  signOff: string;
  /** Small print: why the person gets this email, and the unsubscribe link if any. */
  footer: string[];
  unsubscribeUrl?: string;
}

export function renderText(body: EmailBody): string {
  const parts = [body.greeting];
  for (const block of body.blocks) {
    switch (block.type) {
      case 'paragraph':
        parts.push(block.text);
        break;
      case 'facts':
        parts.push(block.rows.map(([label, value]) => `${label}: ${value}`).join('\n'));
        break;
      case 'links':
        parts.push(block.items.map((item) => `- ${item.label}: ${item.href}`).join('\n'));
        break;
      case 'button':
        parts.push(`${block.label}: ${block.href}`);
        break;
      case 'steps':
        parts.push(block.items.map((item, index) => `${index + 1}. ${item}`).join('\n'));
        break;
    }
  }
  parts.push(body.signOff);
  const footer = [...body.footer];
  if (body.unsubscribeUrl) footer.push(`Unsubscribe from reminders and follow-ups: ${body.unsubscribeUrl}`);
  parts.push(`--\n${footer.join('\n')}`);
  return `${parts.join('\n\n')}\n`;
}

const TEXT = 'color:#1b1e27;font-size:16px;line-height:1.55;margin:0 0 16px';
const LINK = 'color:#3a2bd1';

function blockHtml(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="${TEXT}">${escapeHtml(block.text)}</p>`;
    case 'facts':
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;color:#4a5063;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0;color:#1b1e27">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'links':
      return `<ul style="${TEXT};padding-left:20px">${block.items
        .map((item) => `<li><a style="${LINK}" href="${escapeHtml(item.href)}">${escapeHtml(item.label)}</a></li>`)
        .join('')}</ul>`;
    case 'button':
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.href)}" style="display:inline-block;background:#4f3df5;color:#ffffff;font-weight:600;text-decoration:none;padding:12px 20px;border-radius:8px">${escapeHtml(block.label)}</a></p>`;
    case 'steps':
      return `<ol style="${TEXT};padding-left:20px">${block.items.map((item) => `<li style="margin-bottom:8px">${escapeHtml(item)}</li>`).join('')}</ol>`;
  }
}

export function renderHtml(subject: string, body: EmailBody): string {
  const footer = body.footer.map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`);
  if (body.unsubscribeUrl) {
    footer.push(
      `<p style="margin:0 0 8px"><a style="color:#4a5063" href="${escapeHtml(body.unsubscribeUrl)}">Unsubscribe from reminders and follow-ups</a></p>`,
    );
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f5f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(body.preheader)}</div>
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;color:#4f3df5;font-weight:700;font-size:14px;letter-spacing:0.04em">ANSWERAGENTAI</p>
<div style="background:#ffffff;border-radius:12px;padding:28px 24px">
<p style="${TEXT}">${escapeHtml(body.greeting)}</p>
${body.blocks.map(blockHtml).join('\n')}
<p style="${TEXT};white-space:pre-line">${escapeHtml(body.signOff)}</p>
</div>
<div style="padding:16px 8px;color:#4a5063;font-size:13px;line-height:1.5">
${footer.join('\n')}
</div>
</div>
</body>
</html>
`;
}
