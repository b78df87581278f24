import Link from '@docusaurus/Link';
import type { ReactNode } from 'react';
import type { NodeCredential, NodeIndexData } from '@site/src/data/nodes/types';
import { nodeLinkText } from './labels';
import styles from './styles.module.css';
import { useDocLink } from './useDocLink';

interface Props {
  /** A folder under /docs/sidekick-studio/, e.g. `chatflows/chat-models`. */
  folder: string;
  /** `category` lists the folder's subfolders instead of its node pages. */
  by?: 'category';
  /** Filled in at build time by src/remark/nodeReference.ts. */
  data?: NodeIndexData;
}

function credential(value: NodeCredential | null): ReactNode {
  if (!value) return 'None';
  return (
    <>
      {value.optional ? 'Optional' : 'Yes'}: <code className={styles.key}>{value.names.join(' or ')}</code>
    </>
  );
}

/**
 * A table of the node pages in one folder (to compare and choose), or of the
 * folder's categories. Usage in an .mdx page: <NodeIndex folder="chatflows/chat-models" />
 * or <NodeIndex folder="chatflows" by="category" />.
 */
export default function NodeIndex({ folder, data }: Props) {
  const docLink = useDocLink();
  const title = (text: string, route: string): ReactNode => {
    const href = docLink(route);
    return href ? <Link to={href}>{nodeLinkText(text)}</Link> : text;
  };
  if (!data) throw new Error(`<NodeIndex folder="${folder}"> has no data: is src/remark/nodeReference.ts registered?`);
  if (data.kind === 'categories') {
    return (
      <div className={styles.scroll} role="region" aria-label="Node categories" tabIndex={0}>
        <table className={styles.table}>
          <caption>Node categories</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">Pages</th>
              <th scope="col">For example</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row, index) => (
              <tr key={`${index} ${row.title}`}>
                <th scope="row">{title(row.title, row.href)}</th>
                <td>{row.count}</td>
                <td>{row.examples.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <div className={styles.scroll} role="region" aria-label="Nodes in this category" tabIndex={0}>
      <table className={styles.table}>
        <caption>Nodes in this category</caption>
        <thead>
          <tr>
            <th scope="col">Node</th>
            <th scope="col">What it is for</th>
            <th scope="col">Credential</th>
            {data.showStreaming && <th scope="col">Streaming</th>}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row, index) => (
            <tr key={`${index} ${row.title}`}>
              <th scope="row">{title(row.title, row.href)}</th>
              <td>{row.summary ?? ''}</td>
              <td>{credential(row.credential)}</td>
              {data.showStreaming && (
                <td>
                  {row.streaming === undefined ? 'No setting' : row.streaming ? 'On by default' : 'Off by default'}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
