import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { ReactNode } from 'react';
import type { useDocLink } from '@site/src/components/NodeReference/useDocLink';
import { nodeLinkText } from '@site/src/components/NodeReference/labels';
import { anchorOf } from './filter';
import type { CatalogueEntry, CatalogueField, CatalogueNode, CredentialCatalogueData } from './types';
import hidden from '@site/src/css/visuallyHidden.module.css';
import styles from './styles.module.css';

/** Words a builder knows for the field types of the credential dialog. */
const TYPE_LABELS: Record<string, string> = {
  string: 'Text',
  password: 'Secret',
  number: 'Number',
  boolean: 'On/off',
  options: 'Choice',
  json: 'JSON',
};

interface Props {
  entry: CatalogueEntry;
  unknown: CredentialCatalogueData['unknown'];
  docLink: ReturnType<typeof useDocLink>;
}

function notes(field: CatalogueField): ReactNode[] {
  const items: ReactNode[] = [];
  if (field.options) {
    items.push(
      <>
        One of{' '}
        {field.options.map((option, index) => (
          <span key={option}>
            {index > 0 && ', '}
            <code>{option}</code>
          </span>
        ))}
      </>,
    );
  }
  if (field.readOnly) items.push('Filled in by the sign-in');
  if (field.hidden) items.push('Not shown in the dialog');
  if (field.additional) items.push('Under additional parameters');
  return items;
}

/**
 * A dash for the eye and the word for a screen reader: ARIA allows no label on
 * a plain span, and a reader would announce the dash itself or nothing.
 */
function NoDefault() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className={hidden.visuallyHidden}>none</span>
    </>
  );
}

function Fields({ entry }: { entry: CatalogueEntry }) {
  return (
    <table className={styles.fields}>
      <caption className={hidden.visuallyHidden}>Fields of {entry.label}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Type</th>
          <th scope="col">Required</th>
          <th scope="col">Default</th>
        </tr>
      </thead>
      <tbody>
        {entry.fields.map((field) => {
          const extra = notes(field);
          return (
            <tr key={field.name}>
              <th scope="row">
                <span className={styles.fieldLabel}>{field.label}</span> <code>{field.name}</code>
                {extra.map((note, index) => (
                  <span key={index} className={styles.note}>
                    {note}
                  </span>
                ))}
              </th>
              <td data-label="Type">{TYPE_LABELS[field.type] ?? field.type}</td>
              <td data-label="Required">{field.optional ? 'No' : 'Yes'}</td>
              <td data-label="Default">
                {field.default !== undefined ? <code>{String(field.default)}</code> : <NoDefault />}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function NodeList({ nodes, docLink }: { nodes: CatalogueNode[]; docLink: Props['docLink'] }) {
  const repeated = new Set(nodes.map((node) => node.label).filter((label, index, all) => all.indexOf(label) !== index));
  return (
    <ul className={styles.inline}>
      {nodes.map((node) => {
        const text = nodeLinkText(node.label);
        const href = docLink(node.href);
        return (
          <li key={node.name}>
            {href ? <Link to={href}>{text}</Link> : text}
            {repeated.has(node.label) && (
              <>
                {' '}
                <code className={styles.nodeId}>{node.name}</code>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** One credential type: its id, its fields and the nodes that accept it. */
export default function Entry({ entry, unknown, docLink }: Props) {
  const nearMiss = unknown.filter((item) => item.name.toLowerCase() === entry.name.toLowerCase());
  return (
    <article className={styles.entry}>
      <Heading as="h4" id={anchorOf(entry.name)} className={styles.title}>
        {entry.label}
      </Heading>
      <p className={styles.meta}>
        <code>{entry.name}</code>
        {entry.version !== undefined && <span>version {entry.version.toFixed(1)}</span>}
        {entry.oauth && <span>signs in with {entry.oauth}</span>}
      </p>
      {entry.fields.length > 0 ? <Fields entry={entry} /> : <p>No fields to fill in.</p>}
      <div className={styles.usedBy}>
        <span className={styles.usedByLabel}>Used by</span>
        {entry.nodes.length > 0 ? <NodeList nodes={entry.nodes} docLink={docLink} /> : <span>no node</span>}
      </div>
      {nearMiss.map((item) => (
        <div key={item.name} className={styles.warning}>
          <NodeList nodes={item.nodes} docLink={docLink} /> asks for <code>{item.name}</code>, which differs from this
          id only in case.
        </div>
      ))}
    </article>
  );
}
