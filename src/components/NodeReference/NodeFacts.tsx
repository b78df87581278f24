import Link from '@docusaurus/Link';
import type { ReactNode } from 'react';
import type { NodeFactsData, NodeLink } from '@site/src/data/nodes/types';
import styles from './styles.module.css';
import { drawerText, nodeLinkText } from './labels';
import { useDocLink } from './useDocLink';

interface Props {
  /** The node's name in src/data/nodes, e.g. `chatOpenAI`. */
  node: string;
  /** Filled in at build time by src/remark/nodeReference.ts. */
  data?: NodeFactsData;
}

type DocLink = ReturnType<typeof useDocLink>;

function Links({ items, empty, docLink }: { items: NodeLink[]; empty: string; docLink: DocLink }) {
  if (items.length === 0) return <>{empty}</>;
  return (
    <ul className={styles.inline}>
      {items.map((item) => {
        const href = docLink(item.href);
        return <li key={item.name}>{href ? <Link to={href}>{nodeLinkText(item.label)}</Link> : item.label}</li>;
      })}
    </ul>
  );
}

function Credential({ data, docLink }: { data: NodeFactsData; docLink: DocLink }): ReactNode {
  if (!data.credential) return 'None needed';
  const names = data.credential.names.map((name, index) => (
    <span key={name}>
      {index > 0 && ' or '}
      <code>{name}</code>
    </span>
  ));
  return (
    <>
      {names} {data.credential.optional ? '(optional)' : '(required)'}
      {docLink(data.credentialsHref) && (
        <>
          {' · '}
          <Link to={data.credentialsHref}>how to add a credential</Link>
        </>
      )}
    </>
  );
}

/**
 * What a node is at a glance: its category, credential, what it outputs and
 * which nodes take that output, version and status.
 * Usage in an .mdx page: <NodeFacts node="chatOpenAI" />.
 */
export default function NodeFacts({ node, data }: Props) {
  const docLink = useDocLink();
  if (!data) throw new Error(`<NodeFacts node="${node}"> has no data: is src/remark/nodeReference.ts registered?`);
  return (
    <section className={styles.facts} aria-label={`${data.label} at a glance`}>
      <dl>
        <dt>Node</dt>
        <dd>
          {data.label} <code>{data.name}</code>
          {data.badge && <span className={styles.badge}>{data.badge.toLowerCase()}</span>}
        </dd>
        <dt>Category</dt>
        <dd>{docLink(data.categoryHref) ? <Link to={data.categoryHref}>{data.category}</Link> : data.category}</dd>
        <dt>In the Studio</dt>
        <dd>{drawerText(data)}</dd>
        <dt>Credential</dt>
        <dd>
          <Credential data={data} docLink={docLink} />
        </dd>
        <dt>Outputs</dt>
        <dd>
          {data.outputs.length > 0 && <>{data.outputs.join(', ')}; </>}
          <ul className={styles.inline}>
            {data.baseClasses.map((name) => (
              <li key={name}>
                <code>{name}</code>
              </li>
            ))}
          </ul>
        </dd>
        <dt>Connects to</dt>
        <dd>
          <Links items={data.connectsTo} empty="No documented node takes its output" docLink={docLink} />
        </dd>
        {data.related.length > 0 && (
          <>
            <dt>On this page too</dt>
            <dd>
              <Links items={data.related} empty="" docLink={docLink} />
            </dd>
          </>
        )}
        {data.version !== null && (
          <>
            <dt>Version</dt>
            <dd>{data.version}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
