// What the API theme uses of @docusaurus/theme-common (see config/openapi.ts).
// The theme is CommonJS: its require() of the package index would mark every
// export of that index as used and pull all of them into the bundle every page
// loads. Through this module it asks for these names only.
export {
  HtmlClassNameProvider,
  ReactContextError,
  ThemeClassNames,
  duplicates,
  useColorMode,
  useEvent,
  usePrismTheme,
  useStorageSlot,
  useThemeConfig,
  useWindowSize,
} from '@docusaurus/theme-common';
