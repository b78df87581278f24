import type { Root } from 'mdast';
import type { CatalogueNode, CredentialCatalogueData } from '../components/CredentialCatalogue/types';
import { pageOfNode } from '../data/nodes';
import { credentialData, type CredentialData, type CredentialNode } from '../data/platform/credentials';
import { program, toEstree } from './estree';

/** The component; the page imports it through this plugin, so no other page ships it. */
export const COMPONENT = 'CredentialCatalogue';
export const COMPONENT_MODULE = '@site/src/components/CredentialCatalogue';

interface MdxNode {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: MdxNode[];
  data?: unknown;
}

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

function* walk(node: MdxNode): Generator<MdxNode> {
  yield node;
  for (const child of node.children ?? []) yield* walk(child);
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
      element.attributes = [
        ...(element.attributes ?? []).filter((item) => item.name !== 'data'),
        {
          type: 'mdxJsxAttribute',
          name: 'data',
          value: {
            type: 'mdxJsxAttributeValueExpression',
            value: JSON.stringify(data),
            data: { estree: program([{ type: 'ExpressionStatement', expression: toEstree(data) }]) },
          },
        },
      ];
      used = true;
    }
    // An explicit import in the page wins.
    const declared = (root.children ?? []).some(
      (child) => child.type === 'mdxjsEsm' && new RegExp(`\\b${COMPONENT}\\b`).test(String(child.value)),
    );
    if (!used || declared) return;
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
