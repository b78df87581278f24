/**
 * An answer's light Markdown as React elements (src/lib/ask/answerText.ts reads it): text stays text, so nothing
 * the service sends can become markup. `[n]` becomes a link to the answer's n-th source, links to pages of the
 * site navigate inside it (`onNavigate` closes the panel first), and a link that lands on another site, however it
 * is written, is marked as one.
 */
import Link from '@docusaurus/Link';
import type { MouseEvent, ReactNode } from 'react';
import OffSiteLink from '@site/src/components/OffSiteLink';
import { parseAnswer, type AnswerInline } from '@site/src/lib/ask/answerText';
import { isSitePath } from '@site/src/lib/links';
import type { Citation } from '@site/src/lib/ask/answerState';
import styles from './styles.module.css';

export interface AnswerTextProps {
  text: string;
  citations: Citation[];
  /** Called on a plain click of a link to a page of the site, before the navigation. */
  onNavigate: (href: string) => void;
}

/** Whether a click navigates in this tab (not a new tab or window, not a download). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function SiteLink({
  href,
  onNavigate,
  className,
  label,
  children,
}: {
  href: string;
  onNavigate: (href: string) => void;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  const internal = isSitePath(href);
  return (
    <Link
      to={href}
      className={className}
      aria-label={label}
      onClick={internal ? (event) => isPlainClick(event) && onNavigate(href) : undefined}
    >
      {children}
    </Link>
  );
}

function inline(nodes: AnswerInline[], props: AnswerTextProps): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'strong':
        return <strong key={index}>{inline(node.children, props)}</strong>;
      case 'em':
        return <em key={index}>{inline(node.children, props)}</em>;
      case 'link':
        if (node.external) {
          return (
            <OffSiteLink key={index} href={node.href}>
              {inline(node.children, props)}
            </OffSiteLink>
          );
        }
        return (
          <SiteLink key={index} href={node.href} onNavigate={props.onNavigate}>
            {inline(node.children, props)}
          </SiteLink>
        );
      case 'cite': {
        const citation = props.citations.find((candidate) => candidate.number === node.number);
        if (!citation) return `[${node.number}]`;
        return (
          <SiteLink
            key={index}
            href={citation.href}
            onNavigate={props.onNavigate}
            className={styles.marker}
            label={`Source ${citation.number}: ${citation.title}`}
          >
            {citation.number}
          </SiteLink>
        );
      }
    }
  });
}

export default function AnswerText(props: AnswerTextProps) {
  return (
    <>
      {parseAnswer(props.text).map((block, index) => {
        if (block.type === 'paragraph') return <p key={index}>{inline(block.children, props)}</p>;
        if (block.type === 'code') {
          return (
            <pre key={index} className={styles.code}>
              <code>{block.text}</code>
            </pre>
          );
        }
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{inline(item, props)}</li>
            ))}
          </List>
        );
      })}
    </>
  );
}
