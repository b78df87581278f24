import type { ReactNode } from 'react';
import type { NodeInput, NodeParametersData } from '@site/src/data/nodes/types';
import { connectionLabels, parameterTypeLabel } from './labels';
import styles from './styles.module.css';
import Table from './Table';

interface Props {
  /** The node's name in src/data/nodes, e.g. `chatOpenAI`. */
  node: string;
  /** Filled in at build time by src/remark/nodeReference.ts. */
  data?: NodeParametersData;
}

const none = <span className={styles.muted}>none</span>;

function Name({ input }: { input: NodeInput }) {
  return (
    <>
      <span className={styles.label}>{input.label || <span className={styles.muted}>(no label)</span>}</span>
      <code className={styles.key}>{input.name}</code>
    </>
  );
}

function required(input: NodeInput): ReactNode {
  if (input.requiredNote) return input.requiredNote;
  return input.required ? 'Yes' : 'No';
}

function defaultValue(input: NodeInput): ReactNode {
  if (input.default !== undefined) return <code>{String(input.default)}</code>;
  return input.defaultNote ?? none;
}

function notes(input: NodeInput): ReactNode {
  const items: ReactNode[] = [];
  if (input.options) {
    items.push(
      <span className={styles.choices}>
        {input.options.map((option) => (
          <code key={option}>{option}</code>
        ))}
      </span>,
    );
  }
  if (input.optionsFromProvider) items.push('Choices are loaded from the provider.');
  if (input.list) items.push('Takes several values.');
  if (input.acceptsVariables) items.push('Accepts flow variables.');
  if (input.conditional) items.push('Shown only for some settings.');
  if (items.length === 0) return none;
  return (
    <ul className={styles.notes}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

function ParameterRows({ inputs }: { inputs: NodeInput[] }) {
  return inputs.map((input) => (
    <tr key={input.name}>
      <th scope="row">
        <Name input={input} />
      </th>
      <td>{parameterTypeLabel(input.type)}</td>
      <td>{required(input)}</td>
      <td className={styles.default}>{defaultValue(input)}</td>
      <td>{notes(input)}</td>
    </tr>
  ));
}

const PARAMETER_HEAD = ['Parameter', 'Type', 'Required', 'Default', 'Choices and notes'];

/**
 * The inputs of one node as tables: the connections other nodes plug into,
 * the parameters on the node, and those under Additional Parameters.
 * Usage in an .mdx page: <NodeParameters node="chatOpenAI" />.
 */
export default function NodeParameters({ node, data }: Props) {
  if (!data) throw new Error(`<NodeParameters node="${node}"> has no data: is src/remark/nodeReference.ts registered?`);
  const connections = data.inputs.filter((input) => input.connection);
  const main = data.inputs.filter((input) => !input.connection && !input.additional);
  const additional = data.inputs.filter((input) => !input.connection && input.additional);
  if (data.inputs.length === 0) {
    return data.nodePool === 'skipped' ? (
      <p>{data.label} has no inputs: the server does not load it as a node, and it is set up as this page says.</p>
    ) : (
      <p>{data.label} has no inputs to set: add it to the canvas and connect it.</p>
    );
  }
  return (
    <>
      {data.inputsInheritedFrom && (
        <p>
          This variant has the inputs of {data.inputsInheritedFrom}
          {data.inputs.length > 0 ? ', listed here with its own additions.' : '.'}
        </p>
      )}
      {connections.length > 0 && (
        <Table
          caption={`Connections: nodes that plug into ${data.label}`}
          head={['Input', 'Accepts', 'Required', 'Notes']}
        >
          {connections.map((input) => (
            <tr key={input.name}>
              <th scope="row">
                <Name input={input} />
              </th>
              <td>
                <ul className={styles.notes}>
                  {connectionLabels(input.type).map(({ label, type }) => (
                    <li key={type}>
                      {label} <code className={styles.key}>{type}</code>
                    </li>
                  ))}
                </ul>
              </td>
              <td>{required(input)}</td>
              <td>{input.list ? 'Takes several connections.' : none}</td>
            </tr>
          ))}
        </Table>
      )}
      {main.length > 0 && (
        <Table caption={`Parameters of ${data.label}`} head={PARAMETER_HEAD}>
          <ParameterRows inputs={main} />
        </Table>
      )}
      {additional.length > 0 && (
        <Table caption={`Additional parameters of ${data.label} (under Additional Parameters)`} head={PARAMETER_HEAD}>
          <ParameterRows inputs={additional} />
        </Table>
      )}
    </>
  );
}
