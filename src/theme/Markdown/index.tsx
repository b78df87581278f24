/**
 * Replaces the OpenAPI theme's Markdown component, which renders every schema,
 * parameter and response description with react-markdown, GitHub-flavoured
 * Markdown and raw HTML through parse5: ~60 KiB gzipped and most of the main
 * thread time of an operation page on a phone. Our documents' descriptions
 * are short (src/lib/markdownLite lists what they use), so a small reader
 * does. Not a wrapper: importing the original would load what we replace.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import OffSiteLink from '@site/src/components/OffSiteLink';
import { parseMarkdown, type Inline } from '@site/src/lib/markdownLite';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'link':
        if (node.external) {
          return (
            <OffSiteLink key={index} href={node.href}>
              {renderInline(node.children)}
            </OffSiteLink>
          );
        }
        return (
          <Link key={index} to={node.href}>
            {renderInline(node.children)}
          </Link>
        );
    }
  });
}

export default function Markdown({ children }: { children?: unknown }) {
  if (typeof children !== 'string') return null;
  return (
    <>
      {parseMarkdown(children).map((block, index) => {
        if (block.type === 'paragraph') return <p key={index}>{renderInline(block.children)}</p>;
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{renderInline(item)}</li>
            ))}
          </List>
        );
      })}
    </>
  );
}
