import type { ReactNode } from 'react';
import { externalLinks } from '@site/config/site';
import { ENV_GROUPS, envData, envVars, variablesOf, type EnvGroup, type EnvVariable } from '@site/src/data/envVars';
import styles from './styles.module.css';

const PACKAGE_LABELS: Record<string, string> = {
  server: 'server',
  components: 'nodes',
  ui: 'web UI',
  'seed-credentials': 'seed script',
};

/**
 * `file:line` → the line on GitHub, at the commit env.json was extracted from.
 * Each path segment is percent-encoded: platform paths hold spaces
 * (`nodes/llms/Azure OpenAI/`) and brackets (`api/auth/[auth0]/`), which a URL may not carry raw.
 */
export const sourceUrl = (where: string): string => {
  const [file = '', line] = where.split(/:(?=\d+$)/);
  const path = file.split('/').map(encodeURIComponent).join('/');
  return `${externalLinks.sourceOrg}/theanswer/blob/${envData.commit}/${path}#L${line}`;
};

/** Text with `code` spans, as the meanings in src/data/envVars.ts are written. */
export function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 ? <code key={index}>{part}</code> : part));
}

const none = <span className={styles.muted}>none</span>;

function Defaults({ variable }: { variable: EnvVariable }) {
  if (variable.defaults.length === 0) return none;
  return (
    <ul className={styles.list}>
      {variable.defaults.map(({ value, packages }) => (
        <li key={value}>
          {value === '' ? <span className={styles.muted}>empty</span> : <code>{value}</code>}
          {packages.length < variable.packages.length && (
            <span className={styles.muted}> ({packages.map((name) => PACKAGE_LABELS[name] ?? name).join(', ')})</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function Reads({ variable }: { variable: EnvVariable }) {
  const count = variable.where.length;
  return (
    <details className={styles.reads}>
      <summary>
        Read in {count} place{count === 1 ? '' : 's'}
      </summary>
      <ul className={styles.list}>
        {variable.where.map((where) => (
          <li key={where}>
            <a href={sourceUrl(where)}>{where}</a>
          </li>
        ))}
      </ul>
    </details>
  );
}

function Required({ variable }: { variable: EnvVariable }) {
  const [first] = variable.requiredAt;
  if (!first) return <>No</>;
  return (
    <a href={sourceUrl(first)} title={`Throws or exits without it: ${first}`}>
      Yes
    </a>
  );
}

interface Props {
  /** A key of ENV_GROUPS in src/data/envVars.ts. */
  group: EnvGroup;
}

/**
 * The environment variables of one group: name and the parts of the platform
 * that read it, our one-line meaning, the literal defaults of the code, whether
 * the code throws without it, and every read, linked to the source at the
 * commit of src/data/platform/env.json. Usage in .mdx: <EnvVarTable group="database" />.
 */
export default function EnvVarTable({ group }: Props) {
  const title = ENV_GROUPS[group];
  if (!title) throw new Error(`<EnvVarTable group="${group}">: no such group in src/data/envVars.ts`);
  return (
    <div className={styles.scroll} role="region" aria-label={`${title}: environment variables`} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Variable</th>
            <th scope="col">Meaning</th>
            <th scope="col">Default</th>
            <th scope="col">Required</th>
          </tr>
        </thead>
        <tbody>
          {variablesOf(group).map((variable) => (
            <tr key={variable.name}>
              <th scope="row">
                <code className={styles.name}>{variable.name}</code>
                <span className={styles.packages}>
                  {variable.packages.map((name) => PACKAGE_LABELS[name] ?? name).join(', ')}
                </span>
              </th>
              <td data-label="Meaning">
                {withCode(envVars[variable.name]?.meaning ?? '')}
                <Reads variable={variable} />
              </td>
              <td data-label="Default">
                <Defaults variable={variable} />
              </td>
              <td data-label="Required">
                <Required variable={variable} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
