import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin, PluginConfig } from '@docusaurus/types';
import { parseYaml } from '@redocly/openapi-core';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import type { APIOptions, PluginOptions } from 'docusaurus-plugin-openapi-docs/src/types';
import type { ThemeConfig as OpenApiThemeConfig } from 'docusaurus-theme-openapi-docs/src/types';
import { apiPage, infoPage, kebabCase } from './openapi-pages';

/**
 * The REST API reference: one OpenAPI document per group in openapi/, turned
 * into pages under /docs/api/<group>/ by docusaurus-plugin-openapi-docs
 * (scripts/build/openapi.ts runs the generator before every build). Every plugin
 * entry, sidebar category and test derives from this one list.
 */
export const apiGroups = [
  'assistants',
  'attachments',
  'chat-message',
  'chatflows',
  'document-store',
  'feedback',
  'leads',
  'ping',
  'prediction',
  'tools',
  'upsert-history',
  'variables',
  'vector-upsert',
] as const;

export type ApiGroup = (typeof apiGroups)[number];

/** Where the generated pages of each group go, relative to the site root (git-ignored). */
export const API_DOCS_DIR = 'docs/api';
/** The merged specification of every group, as the site serves it for download. */
export const FULL_SPEC_FILES = { yaml: '/api/full-api-spec.yaml', json: '/api/full-api-spec.json' } as const;
/** The page of the merged specification, /docs/api/full-api-spec (generated, git-ignored). */
export const FULL_SPEC_PAGE = `${API_DOCS_DIR}/full-api-spec.md`;

export const specPath = (group: ApiGroup): string => `openapi/${group}.yaml`;
export const outputDir = (group: ApiGroup): string => `${API_DOCS_DIR}/${group}`;

/** The title of a group's document ("Assistants API"), which also names its overview page. */
export function groupTitle(group: ApiGroup, siteDir: string = path.join(__dirname, '..')): string {
  const document = parseYaml(readFileSync(path.join(siteDir, specPath(group)), 'utf8')) as { info: { title: string } };
  return document.info.title;
}

interface ServerObject {
  url: string;
  variables?: Record<string, { default: string }>;
}

/** The path part of a server URL, with its variables at their defaults: `/api/v1`. */
export function serverBase(server: ServerObject): string {
  const url = server.url.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const variable = server.variables?.[name];
    if (!variable) throw new Error(`${server.url}: no default for {${name}}`);
    return variable.default;
  });
  return new URL(url).pathname.replace(/\/$/, '');
}

/** One operation of the API reference and the page it gets. */
export interface ApiOperation {
  group: ApiGroup;
  operationId: string;
  /** Upper case: `POST`. */
  method: string;
  /** The full path on the server: the document's server base and the operation's path, `/api/v1/prediction/{id}`. */
  path: string;
  /** The generated page: /docs/api/<group>/<operation id in kebab case>. */
  route: string;
}

const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every operation of every group document, in group order. */
export function apiOperations(siteDir: string = path.join(__dirname, '..')): ApiOperation[] {
  return apiGroups.flatMap((group) => {
    const document = parseYaml(readFileSync(path.join(siteDir, specPath(group)), 'utf8')) as {
      servers: ServerObject[];
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const bases = new Set(document.servers.map(serverBase));
    if (bases.size !== 1) throw new Error(`${group}: servers disagree on the base path: ${[...bases].join(', ')}`);
    const [base] = bases;
    return Object.entries(document.paths).flatMap(([route, item]) =>
      OPERATION_METHODS.filter((method) => method in item).map((method) => {
        const { operationId } = item[method]!;
        return {
          group,
          operationId,
          method: method.toUpperCase(),
          path: `${base}${route}`,
          route: `/${outputDir(group)}/${kebabCase(operationId)}`,
        };
      }),
    );
  });
}

/** The overview page of a group: /docs/api/<group>/<its title in kebab case>, e.g. /docs/api/attachments/attachments-api. */
export const groupPageRoute = (group: ApiGroup, siteDir?: string): string =>
  `/${outputDir(group)}/${kebabCase(groupTitle(group, siteDir))}`;

/** The id the openapi-docs plugin instance is registered under: `docusaurus gen-api-docs all --plugin-id api`. */
export const OPENAPI_PLUGIN_ID = 'api';

const pluginOptions = {
  id: OPENAPI_PLUGIN_ID,
  // The docs instance of the classic preset: the API pages live in the main docs sidebar.
  docsPluginId: 'classic',
  config: Object.fromEntries(
    apiGroups.map((group) => [
      group,
      {
        specPath: specPath(group),
        outputDir: outputDir(group),
        sidebarOptions: { groupPathsBy: 'tag' },
        markdownGenerators: { createApiPageMD: apiPage, createInfoPageMD: infoPage(group) },
      } satisfies APIOptions,
    ]),
  ),
} satisfies PluginOptions;

/**
 * Keeps the API theme light and off the pages that do not need it.
 *
 * - The theme registers its stylesheet as a client module, which would put it
 *   in the CSS every page loads. We swap that module for an empty one; the
 *   operation pages import the stylesheet from src/components/ApiReference,
 *   and its CSS goes to a file of its own, loaded with those pages (Docusaurus
 *   otherwise merges every stylesheet into the one all pages load).
 * - postman-code-generators bundles all 35 of its generators: we swap its list
 *   for the languages the request panel offers (codeSampleLanguages).
 * - postman-collection pulls in faker (megabytes of locale data) to fill
 *   Postman's {{$random…}} variables, which our documents never use, and
 *   iconv-lite's code page tables where the browser's TextDecoder does.
 * - The theme loads all of crypto-js to compute one SHA-1.
 * - The theme is CommonJS: its require() of @docusaurus/theme-common and of the
 *   docs client marks every export of those indexes as used, which puts them
 *   all in the main bundle. Its requests go to modules that re-export only
 *   what it uses (src/components/ApiReference/shims).
 */
function apiBundlePlugin(context: LoadContext): Plugin {
  const globalStyles = require.resolve('docusaurus-theme-openapi-docs/lib/theme/styles.scss');
  const component = (file: string) => path.join(context.siteDir, 'src/components/ApiReference', file);
  const apiStyles = /[\\/](docusaurus-theme-openapi-docs|src[\\/]components[\\/]ApiReference)[\\/]/;
  return {
    name: 'openapi-bundle',
    configureWebpack(_config, isServer, utils) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      const fromApiTheme = (request: string, shim: string) =>
        new NormalModuleReplacementPlugin(new RegExp(`^${request.replace(/[/.]/g, '\\$&')}$`), (resource) => {
          if (/docusaurus-theme-openapi-docs/.test(resource.context ?? '')) resource.request = component(shim);
        });
      return {
        optimization: isServer
          ? {}
          : {
              splitChunks: {
                cacheGroups: {
                  apiStyles: {
                    name: 'api-styles',
                    type: 'css/mini-extract',
                    test: apiStyles,
                    chunks: 'async',
                    enforce: true,
                    priority: 60,
                  },
                },
              },
            },
        plugins: [
          // The client modules file of .docusaurus asks for the stylesheet; our component's import goes through.
          new NormalModuleReplacementPlugin(/styles\.scss$/, (resource) => {
            if (resource.request === globalStyles && resource.context === context.generatedFilesDir) {
              resource.request = path.join(context.siteDir, 'src/clientModules/empty.ts');
            }
          }),
          new NormalModuleReplacementPlugin(
            /postman-code-generators[\\/]lib[\\/]assets[\\/]languages\.js$/,
            component('codeGenerators.cjs'),
          ),
          new NormalModuleReplacementPlugin(/^@faker-js[\\/]faker([\\/].*)?$/, component('fakerStub.cjs')),
          new NormalModuleReplacementPlugin(/^iconv-lite$/, component('iconvStub.cjs')),
          new NormalModuleReplacementPlugin(/^crypto-js$/, component('cryptoStub.cjs')),
          fromApiTheme('@docusaurus/theme-common', 'shims/themeCommon.ts'),
          fromApiTheme('@docusaurus/plugin-content-docs/client', 'shims/docsClient.ts'),
        ],
      };
    },
  };
}

/**
 * Code sample languages of the request panel, in tab order: `language` and
 * `variant` as postman-code-generators names them (the theme fills in labels
 * and icons), `highlight` where Prism's name differs from the generator's.
 * Every language but curl (shell) is one Prism highlights without extra
 * grammars; src/components/ApiReference/codeGenerators.cjs loads their generators.
 */
export const codeSampleLanguages = [
  { language: 'curl', variant: 'cURL', highlight: 'bash' },
  { language: 'javascript', variant: 'Fetch' },
  { language: 'python', variant: 'Requests' },
  { language: 'go', variant: 'Native', highlight: 'go' },
  { language: 'kotlin', variant: 'Okhttp' },
  { language: 'rust', variant: 'reqwest' },
] as const;

/**
 * The generator plugin only adds the gen-api-docs command; registered in every
 * build, its options would travel to the browser in the site config. So it is
 * registered when scripts/build/openapi.ts runs that command, and only then.
 */
export const GENERATE_ENV = 'OPENAPI_GENERATE';
const generating = process.env[GENERATE_ENV] === '1';

/** What docusaurus.config.ts adds for the API reference. */
export const openApi = {
  plugins: [
    ...(generating ? [['docusaurus-plugin-openapi-docs', pluginOptions] satisfies PluginConfig] : []),
    apiBundlePlugin,
  ] satisfies PluginConfig[],
  themes: ['docusaurus-theme-openapi-docs'],
  themeConfig: {
    languageTabs: codeSampleLanguages.map((language) => ({ ...language })),
    api: { authPersistence: 'sessionStorage', requestTimeout: 30_000 } satisfies OpenApiThemeConfig['api'],
  },
};

type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];

/**
 * The API Reference sidebar: one category per group, labelled with the group's
 * title ("Assistants API") and linked to its overview page, holding the
 * operations of the sidebar the generator wrote for that group; then the page
 * of the merged specification. Pages not generated yet (a fresh clone before
 * its first build) are left out.
 */
export function apiSidebarItems(siteDir: string = path.join(__dirname, '..')): SidebarItem[] {
  const groups = apiGroups.flatMap((group): SidebarItem[] => {
    const file = path.join(siteDir, outputDir(group), 'sidebar.ts');
    if (!existsSync(file)) return [];
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const generated = (require(file) as { default: SidebarItem[] }).default;
    const [overview, ...rest] = generated;
    if (typeof overview !== 'object' || overview.type !== 'doc') {
      throw new Error(`${file}: expected the overview page first, found ${JSON.stringify(overview)}`);
    }
    // The generator nests operations in one category per tag; each group has exactly one tag.
    const operations = rest.flatMap((item) =>
      typeof item === 'object' && item.type === 'category' ? (item.items as SidebarItem[]) : [item],
    );
    return [
      {
        type: 'category',
        label: groupTitle(group, siteDir),
        link: { type: 'doc', id: overview.id },
        items: operations,
      },
    ];
  });
  const fullSpec = existsSync(path.join(siteDir, FULL_SPEC_PAGE))
    ? [{ type: 'doc', id: 'api/full-api-spec', label: 'Full API specification' } satisfies SidebarItem]
    : [];
  return [...groups, ...fullSpec];
}
