import { envData } from '@site/src/data/envVars';
import { sourceUrl } from '@site/src/components/EnvVarTable';
import styles from './styles.module.css';

type List = 'unread' | 'readElsewhere' | 'readByDependencies';

const HEADS: Record<List, string> = {
  unread: 'Nothing reads it',
  readElsewhere: 'Read by',
  readByDependencies: 'Read by the library',
};

interface Props {
  /** Which names of src/data/platform/env.json to list. */
  list: List;
}

/**
 * Names the shipped env templates and manifests write that the server, nodes,
 * web UI and seed script do not read: nothing reads them (`unread`), another
 * part of the repository does (`readElsewhere`), or a library reads them itself
 * (`readByDependencies`). Usage in .mdx: <EnvTemplateNames list="unread" />.
 */
export default function EnvTemplateNames({ list }: Props) {
  const entries = envData[list] as { name: string; templates: string[]; where?: string; dependency?: string }[];
  return (
    <div
      className={styles.scroll}
      role="region"
      aria-label={`Template names: ${HEADS[list].toLowerCase()}`}
      tabIndex={0}
    >
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Written in</th>
            {list !== 'unread' && <th scope="col">{HEADS[list]}</th>}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.name}>
              <th scope="row">
                <code>{entry.name}</code>
              </th>
              <td>
                {entry.templates.map((template, index) => (
                  <span key={template}>
                    {index > 0 && ', '}
                    <code className={styles.file}>{template}</code>
                  </span>
                ))}
              </td>
              {entry.where && (
                <td>
                  <a href={sourceUrl(entry.where)}>{entry.where}</a>
                </td>
              )}
              {entry.dependency && (
                <td>
                  <code>{entry.dependency}</code>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
