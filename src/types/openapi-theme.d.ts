// Types for the docusaurus-theme-openapi-docs components we import through
// the @theme aliases (the package types its files but declares no aliases).
declare module '@theme/ApiItem' {
  export { default } from 'docusaurus-theme-openapi-docs/lib/theme/ApiItem';
}

declare module '@theme/ApiExplorer' {
  export { default } from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer';
}

declare module '@theme-original/ApiExplorer' {
  export { default } from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer';
}

declare module '@theme/SkeletonLoader' {
  export { default } from 'docusaurus-theme-openapi-docs/lib/theme/SkeletonLoader';
}

declare module '@theme-original/Schema' {
  export { default } from 'docusaurus-theme-openapi-docs/lib/theme/Schema';
}

declare module '@theme-original/ParamsItem' {
  export { default } from 'docusaurus-theme-openapi-docs/lib/theme/ParamsItem';
}

declare module '@theme-original/ApiTabs' {
  export { default } from 'docusaurus-theme-openapi-docs/lib/theme/ApiTabs';
}

declare module '@theme-original/MimeTabs' {
  export { default } from 'docusaurus-theme-openapi-docs/lib/theme/MimeTabs';
}

declare module '@theme-original/SchemaTabs' {
  export { default } from 'docusaurus-theme-openapi-docs/lib/theme/SchemaTabs';
}

declare module '@theme-original/ApiExplorer/SecuritySchemes' {
  export { default } from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/SecuritySchemes';
}

declare module '@theme-original/ApiExplorer/LiveEditor' {
  export { default } from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/LiveEditor';
}

// The request panel's store, as far as src/theme/ApiExplorer/SecuritySchemes and MethodEndpoint read it.
declare module '@theme/ApiItem/hooks' {
  interface AuthState {
    options: Record<string, { type?: string }[] | undefined>;
    selected?: string;
  }
  interface ServerState {
    value?: { url: string; variables?: Record<string, { default?: string }> };
  }
  export function useTypedSelector<T>(selector: (state: { auth: AuthState; server: ServerState }) => T): T;
}

// The tabs context of the theme's Tabs/TabItem pair, as src/theme/TabItem reads it.
declare module '@theme/utils/tabsUtils' {
  export function useTabs(): { selectedValue: string; lazy: boolean };
}

declare module 'docusaurus-theme-openapi-docs/lib/theme/TabItem/styles.module.css' {
  const classes: { readonly tabItem: string };
  export default classes;
}
