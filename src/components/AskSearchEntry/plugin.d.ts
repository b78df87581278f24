/* The local search plugin's client modules that src/components/AskSearchEntry/suggestion.ts uses; the plugin ships
   them without type declarations. */
declare module '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces' {
  export enum SearchDocumentType {
    Title = 0,
    Heading = 1,
    Description = 2,
    Keywords = 3,
    Content = 4,
    AskAI = 5,
  }
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SuggestionTemplate' {
  import type { SearchDocumentType } from '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces';

  export function SuggestionTemplate(suggestion: {
    document: { i: number; t: string; u: string; s?: string };
    type: SearchDocumentType;
    page?: unknown;
    metadata: unknown;
    tokens: string[];
    isInterOfTree?: boolean;
    isLastOfTree?: boolean;
  }): string;
}
