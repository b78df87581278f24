import { Fragment } from 'react';
import type { McpToolParameter, McpToolsData } from '@site/src/data/nodes/types';
import styles from './styles.module.css';

interface Props {
  /** The MCP node's name in src/data/platform/mcp-tools.json, e.g. `jiraMCP`. */
  node: string;
  /** Filled in at build time by src/remark/nodeReference.ts. */
  data?: McpToolsData;
}

/** A purpose line, with its `code` spans set as code. */
function Purpose({ text }: { text: string }) {
  return text.split(/`([^`]+)`/).map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className={styles.key}>
        {part}
      </code>
    ) : (
      part
    ),
  );
}

/** A tool name that may wrap after its underscores, never inside a word. */
function ToolName({ name }: { name: string }) {
  return name.split('_').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          _<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

function Parameters({ parameters }: { parameters: McpToolParameter[] }) {
  if (parameters.length === 0) return <span className={styles.muted}>none</span>;
  return (
    <ul className={styles.toolParameters}>
      {parameters.map((parameter) => (
        <li key={parameter.name}>
          <code className={styles.key}>{parameter.name}</code> <span className={styles.muted}>{parameter.type}</span>
          {parameter.required && <span className={styles.required}>required</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * The tools an MCP node's server offers, with their input parameters, as the
 * node lists them under Available Actions. Usage in an .mdx page:
 * <McpTools node="jiraMCP" />.
 */
export default function McpTools({ node, data }: Props) {
  if (!data) throw new Error(`<McpTools node="${node}"> has no data: is src/remark/nodeReference.ts registered?`);
  const count = `${data.tools.length} ${data.tools.length === 1 ? 'tool' : 'tools'}`;
  const described = data.tools.some((tool) => tool.purpose);
  return (
    <div className={styles.scroll} role="region" aria-label={`Tools of ${data.label}`} tabIndex={0}>
      <table className={`${styles.table} ${styles.toolTable}`}>
        <caption>
          {count} of <code>{data.package}</code> {data.version}
        </caption>
        <thead>
          <tr>
            <th scope="col">Tool</th>
            {described && <th scope="col">What it does</th>}
            <th scope="col">Parameters</th>
          </tr>
        </thead>
        <tbody>
          {data.tools.map((tool) => (
            <tr key={tool.name}>
              <th scope="row">
                <code className={styles.key}>
                  <ToolName name={tool.name} />
                </code>
              </th>
              {described && <td className={styles.purpose}>{tool.purpose && <Purpose text={tool.purpose} />}</td>}
              <td>
                <Parameters parameters={tool.parameters} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
