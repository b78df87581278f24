import { useDeferredValue, useId, useMemo, useState } from 'react';
import Heading from '@theme/Heading';
import { useDocLink } from '@site/src/components/NodeReference/useDocLink';
import Entry from './Entry';
import { anchorOf, groupByLetter, matches, NO_NODE, nodeCategories, searchText } from './filter';
import type { CredentialCatalogueData } from './types';
import styles from './styles.module.css';

interface Props {
  /** Filled in at build time by src/remark/credentialCatalogue.ts. */
  data?: CredentialCatalogueData;
}

/**
 * Every credential type of the platform, A to Z, with a filter by text and by
 * the kind of node that uses it. The full list is in the HTML; the filter only
 * hides entries. Usage in an .mdx page: <CredentialCatalogue />.
 */
export default function CredentialCatalogue({ data }: Props) {
  if (!data) throw new Error('<CredentialCatalogue> has no data: is src/remark/credentialCatalogue.ts registered?');
  const docLink = useDocLink();
  const id = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const deferredQuery = useDeferredValue(query);
  const haystacks = useMemo(() => new Map(data.entries.map((entry) => [entry.name, searchText(entry)])), [data]);
  const categories = useMemo(() => nodeCategories(data.entries), [data]);
  const allGroups = useMemo(() => groupByLetter(data.entries), [data]);
  const visible = data.entries.filter((entry) =>
    matches(entry, haystacks.get(entry.name) ?? '', deferredQuery, category),
  );
  const shown = new Set(visible.map((entry) => entry.name));
  const groups = allGroups
    .map(([letter, entries]) => [letter, entries.filter((entry) => shown.has(entry.name))] as const)
    .filter(([, entries]) => entries.length > 0);
  const filtered = visible.length !== data.entries.length;
  const ids = new Set(data.entries.map((entry) => entry.name.toLowerCase()));
  // Names a node asks for that match no type even in another case; a near miss is shown on its entry.
  const orphans = data.unknown.filter((item) => !ids.has(item.name.toLowerCase()));

  return (
    <div className={styles.catalogue}>
      <div className={styles.controls} role="search">
        <label className={styles.control}>
          <span>Filter by provider, id, field or node</span>
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="openai, pinecone, apiKey…"
            aria-describedby={`${id}-count`}
          />
        </label>
        <label className={styles.control}>
          <span>Used by nodes in</span>
          <select
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            aria-describedby={`${id}-count`}
          >
            <option value="">Any category</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            <option value={NO_NODE}>No node</option>
          </select>
        </label>
        <p id={`${id}-count`} className={styles.count} aria-live="polite">
          {filtered
            ? `${visible.length} of ${data.entries.length} credential types match.`
            : `${data.entries.length} credential types, A to Z.`}
        </p>
      </div>

      <nav className={styles.letters} aria-label="Credential types by first letter">
        <ul>
          {allGroups.map(([letter]) => (
            <li key={letter}>
              {groups.some(([other]) => other === letter) ? (
                <a href={`#${anchorOf(letter)}`}>{letter}</a>
              ) : (
                <span aria-disabled="true">{letter}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>

      {groups.length === 0 && <p className={styles.empty}>No credential type matches this filter.</p>}
      {groups.map(([letter, entries]) => (
        <section key={letter} className={styles.group} aria-labelledby={anchorOf(letter)}>
          <Heading as="h3" id={anchorOf(letter)} className={styles.letter}>
            {letter}
          </Heading>
          {entries.map((entry) => (
            <Entry key={entry.name} entry={entry} unknown={data.unknown} docLink={docLink} />
          ))}
        </section>
      ))}
      {orphans.length > 0 && (
        <p className={styles.warning}>
          Names nodes ask for that no credential type declares:{' '}
          {orphans.map((item, index) => (
            <span key={item.name}>
              {index > 0 && ', '}
              <code>{item.name}</code> ({item.nodes.map((node) => node.label).join(', ')})
            </span>
          ))}
          .
        </p>
      )}
    </div>
  );
}
