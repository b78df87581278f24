/**
 * The one react-dom/server function the component tests use. The project has
 * no @types/react-dom; this keeps the tests type-checked without adding it.
 */
declare module 'react-dom/server' {
  import type { ReactNode } from 'react';

  export function renderToString(element: ReactNode): string;
}
