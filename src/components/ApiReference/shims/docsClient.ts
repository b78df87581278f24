// What the API theme uses of @docusaurus/plugin-content-docs/client; see
// ./themeCommon.ts for why it goes through a module of its own.
export { DocProvider, useDoc } from '@docusaurus/plugin-content-docs/client';
