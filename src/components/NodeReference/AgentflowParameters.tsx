import { Fragment, type ReactNode } from 'react';
import type { AgentflowInput, AgentflowParametersData } from '@site/src/data/agentflow/types';
import { conditionText, defaultText, loadedChoices } from './agentflowText';
import { parameterTypeLabel } from './labels';
import styles from './styles.module.css';
import Table from './Table';

interface Props {
  /** The node's name in src/data/platform/agentflow-v2.json, e.g. `agentAgentflow`. */
  node: string;
  /** Filled in at build time by src/remark/nodeReference.ts. */
  data?: AgentflowParametersData;
}

const none = <span className={styles.muted}>none</span>;
const HEAD = ['Parameter', 'Type', 'Required', 'Default', 'Choices and notes'];

function Default({ input }: { input: AgentflowInput }) {
  const value = defaultText(input);
  switch (value.kind) {
    case 'none':
      return none;
    case 'empty':
      return <span className={styles.muted}>empty</span>;
    case 'value':
      return <code>{value.text}</code>;
    case 'builtin':
      return (
        <>
          A built-in text (<code className={styles.key}>{value.constant}</code>)
        </>
      );
    case 'rows':
      return (
        <>
          {value.count === 1 ? 'One row' : `${value.count} rows`}
          {value.rows.some(Boolean) && (
            <ul className={styles.notes}>
              {value.rows.map((row, index) => (
                <li key={index}>{row ? <code className={styles.key}>{row}</code> : 'empty'}</li>
              ))}
            </ul>
          )}
        </>
      );
  }
}

function notes(input: AgentflowInput, inputs: AgentflowInput[]): ReactNode {
  const items: ReactNode[] = [];
  if (input.options) {
    items.push(
      <span className={styles.options}>
        {input.options.map((option) => (
          <span key={option.name}>
            {option.label} <code>{option.name}</code>
          </span>
        ))}
      </span>,
    );
  }
  if (input.loadMethod) items.push(`Lists: ${loadedChoices(input.loadMethod)}.`);
  if (input.freeSolo) items.push('A value can be typed in too.');
  if (input.loadConfig) items.push('The chosen item adds its own settings below.');
  if (input.array) items.push('Each row has the fields below.');
  if (input.acceptVariable) items.push(<>Accepts {'{{ … }}'} variables.</>);
  if (input.acceptNodeOutputAsVariable) items.push(<>Accepts {'{{ output }}'}, this node&rsquo;s result.</>);
  const condition = conditionText(input.show, input.hide, inputs);
  if (condition) items.push(condition);
  if (items.length === 0) return none;
  return (
    <ul className={styles.notes}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

function Row({ input, inputs, field }: { input: AgentflowInput; inputs: AgentflowInput[]; field?: boolean }) {
  return (
    <tr className={field ? styles.field : undefined}>
      <th scope="row">
        <span className={styles.label}>{input.label || <span className={styles.muted}>(no label)</span>}</span>
        <code className={styles.key}>{input.name}</code>
      </th>
      <td>{parameterTypeLabel(input.type)}</td>
      <td>{input.optional ? 'No' : 'Yes'}</td>
      <td className={styles.default}>
        <Default input={input} />
      </td>
      <td>{notes(input, inputs)}</td>
    </tr>
  );
}

function outputsText(data: AgentflowParametersData): string {
  if (data.hideOutput) return 'None: nothing connects after this node';
  if (data.outputs.length > 0) return `Declared anchors ${data.outputs.map((output) => output.label).join(', ')}`;
  return 'One, to the next node';
}

/**
 * An Agentflows V2 node at a glance and its parameters as one table, the
 * fields of list inputs under their input.
 * Usage in an .mdx page: <AgentflowParameters node="agentAgentflow" />.
 */
export default function AgentflowParameters({ node, data }: Props) {
  if (!data) {
    throw new Error(`<AgentflowParameters node="${node}"> has no data: is src/remark/nodeReference.ts registered?`);
  }
  return (
    <>
      <section className={styles.facts} aria-label={`${data.label} at a glance`}>
        <dl>
          <dt>Node</dt>
          <dd>
            {data.label} <code>{data.name}</code>, version {data.version}
          </dd>
          <dt>Credential</dt>
          <dd>
            {data.credential ? (
              <>
                {data.credential.label}:{' '}
                {data.credential.names.map((name, index) => (
                  <Fragment key={name}>
                    {index > 0 && ' or '}
                    <code>{name}</code>
                  </Fragment>
                ))}{' '}
                {data.credential.optional ? '(optional)' : '(required)'}
              </>
            ) : (
              'None needed'
            )}
          </dd>
          <dt>Input</dt>
          <dd>{data.hideInput ? 'None: the flow begins here' : 'One, from the step before'}</dd>
          <dt>Outputs</dt>
          <dd>{outputsText(data)}</dd>
          <dt>Source</dt>
          <dd>
            <code>{data.file}</code>
          </dd>
        </dl>
      </section>
      {data.inputs.length === 0 ? (
        <p>{data.label} has no parameters.</p>
      ) : (
        <Table caption={`Parameters of ${data.label}`} head={HEAD}>
          {data.inputs.map((input, index) => (
            <Fragment key={index}>
              <Row input={input} inputs={data.inputs} />
              {input.array?.map((field, fieldIndex) => (
                <Row key={fieldIndex} input={field} inputs={data.inputs} field />
              ))}
            </Fragment>
          ))}
        </Table>
      )}
    </>
  );
}
