import { describe, expect, it } from 'vitest';
import { parseAttributes, toMarkdown } from './markdown';

const page = `---
title: Variables
description: Read values at runtime.
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

# Variables in flows

See [the prediction API](../api/index.md#auth) and [Discord](https://discord.gg/x).

<NodeParameters node="chatOpenAI" />

<Tabs>
<TabItem value="curl" label="curl">

\`\`\`bash
curl -X POST http://localhost:4000/api/v1/prediction/<chatflow-id>
# <TabItem value="kept"> inside code stays
\`\`\`

</TabItem>
</Tabs>
`;

describe('toMarkdown', () => {
  const markdown = toMarkdown(page, {
    title: 'Variables',
    description: 'Read values at runtime.',
    resolveLink: (target) => (target.startsWith('../api/index.md') ? 'https://example.com/docs/api/#auth' : undefined),
    renderComponent: (name, attributes) => (name === 'NodeParameters' ? `| node | ${attributes.node} |` : undefined),
  });

  it('puts the title and description first and drops front matter, imports and the duplicate H1', () => {
    expect(markdown.startsWith('# Variables\n\n> Read values at runtime.\n\nSee ')).toBe(true);
    expect(markdown).not.toContain('import Tabs');
    expect(markdown).not.toContain('# Variables in flows');
    expect(markdown).not.toContain('title: Variables');
  });

  it('resolves relative links and keeps external ones', () => {
    expect(markdown).toContain('[the prediction API](https://example.com/docs/api/#auth)');
    expect(markdown).toContain('[Discord](https://discord.gg/x)');
  });

  it('renders known components, keeps tab labels and leaves code blocks untouched', () => {
    expect(markdown).toContain('| node | chatOpenAI |');
    expect(markdown).toContain('**curl**');
    expect(markdown).not.toMatch(/^<\/?Tabs>/m);
    expect(markdown).toContain('# <TabItem value="kept"> inside code stays');
  });
});

describe('parseAttributes', () => {
  it('reads quoted and braced values', () => {
    expect(parseAttributes(` node="a" label='b' count={3} id={'c'}`)).toEqual({
      node: 'a',
      label: 'b',
      count: '3',
      id: 'c',
    });
  });
});
