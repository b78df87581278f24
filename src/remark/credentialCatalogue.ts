import type { Root } from 'mdast';
import type { CatalogueNode, CredentialCatalogueData } from '../components/CredentialCatalogue/types';
import { pageOfNode } from '../data/nodes';
import { credentialData, type CredentialData, type CredentialNode } from '../data/platform/credentialData';
import { program } from './estree';
import { declares, setDataProp, walk, type MdxNode } from './mdxTree';

/** The component; the page imports it through this plugin, so no other page ships it. */
export const COMPONENT = 'CredentialCatalogue';
export const COMPONENT_MODULE = '@site/src/components/CredentialCatalogue';

const link = (node: CredentialNode): CatalogueNode => {
  const route = pageOfNode(node.name)?.route;
  return { ...node, ...(route ? { href: route } : {}) };
};

/** The catalogue's props: every credential type with its fields and the docs pages of the nodes that accept it. */
export function catalogueData(data: CredentialData & { commit: string } = credentialData): CredentialCatalogueData {
  return {
    commit: data.commit,
    entries: data.credentials.map((credential) => ({
      name: credential.name,
      label: credential.label,
      ...(credential.version !== undefined ? { version: credential.version } : {}),
      ...(credential.oauth ? { oauth: credential.oauth } : {}),
      fields: credential.inputs.map(({ optional, ...field }) => ({ ...field, ...(optional ? { optional } : {}) })),
      nodes: credential.nodes.map(link),
    })),
    unknown: data.unknown.map((item) => ({ name: item.name, nodes: item.nodes.map(link) })),
  };
}

/**
 * Remark plugin for the credentials reference: `<CredentialCatalogue />` in an
 * .mdx page gets the catalogue as a `data` prop, and the page an import of the
 * component. Only that page carries the data.
 */
export default function credentialCatalogue() {
  return (tree: Root) => {
    const root = tree as unknown as MdxNode;
    let used = false;
    for (const element of walk(root)) {
      if (element.type !== 'mdxJsxFlowElement' || element.name !== COMPONENT) continue;
      const data = catalogueData();
      setDataProp(element, data);
      used = true;
    }
    // An explicit import in the page wins.
    if (!used || declares(root, COMPONENT)) return;
    root.children?.unshift({
      type: 'mdxjsEsm',
      value: `import ${COMPONENT} from '${COMPONENT_MODULE}';`,
      data: {
        estree: program([
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: COMPONENT } }],
            attributes: [],
            source: { type: 'Literal', value: COMPONENT_MODULE, raw: `'${COMPONENT_MODULE}'` },
          },
        ]),
      },
    });
  };
}

const cell = (text: string): string => text.replace(/\|/g, '\\|');

/**
 * The catalogue as Markdown, for the page's Markdown copy (llms-txt plugin):
 * one section per type with its id, the nodes that accept it and a table of
 * its fields. Node pages are linked with `siteUrl` in front of their path.
 */
export function catalogueMarkdown(siteUrl = '', data: CredentialCatalogueData = catalogueData()): string {
  const sections = data.entries.map((entry) => {
    const labels = entry.nodes.map((node) => node.label);
    const nodes = entry.nodes
      .map((node) => {
        const text = node.href ? `[${node.label}](${siteUrl}${node.href})` : node.label;
        // Two nodes with one label (a LangChain node and its LlamaIndex twin) are told apart by their ids.
        return labels.indexOf(node.label) !== labels.lastIndexOf(node.label) ? `${text} (\`${node.name}\`)` : text;
      })
      .join(', ');
    const lines = [`### ${entry.label}`, '', `Id \`${entry.name}\`. Used by: ${nodes || 'no node'}.`];
    if (entry.fields.length > 0) {
      lines.push('', '| Field | Key | Type | Required | Default |', '| --- | --- | --- | --- | --- |');
      for (const field of entry.fields) {
        const type = field.options ? `options: ${field.options.join(', ')}` : field.type;
        const fallback = field.default === undefined ? '' : `\`${String(field.default)}\``;
        lines.push(
          `| ${cell(field.label)} | \`${field.name}\` | ${cell(type)} | ${field.optional ? 'no' : 'yes'} | ${fallback} |`,
        );
      }
    }
    return lines.join('\n');
  });
  return `${sections.join('\n\n')}\n`;
}
