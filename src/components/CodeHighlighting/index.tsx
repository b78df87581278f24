/**
 * Loads Prism, registers its extra languages and makes a highlighting code
 * block available to src/theme/CodeBlock. Imported only by pages that contain
 * code.
 *
 * The block is the theme's layout with two things done differently:
 * - It renders once. The theme's CodeBlock remounts every block after
 *   hydration so that a light/dark Prism theme chosen in the browser applies;
 *   this site has one colour mode, so that only repeated the tokenising.
 * - Its word-wrap state comes from ./useWordWrap (see there why).
 */
import { useThemeConfig } from '@docusaurus/theme-common';
import { CodeBlockContextProvider, createCodeBlockMetadata } from '@docusaurus/theme-common/internal';
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type { Props } from '@theme/CodeBlock';
import CodeBlockElement from '@theme/CodeBlock/Content/Element';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import { Children, isValidElement } from 'react';
import { registerHighlightedCodeBlock } from './registry';
import { useWordWrap } from './useWordWrap';

prismIncludeLanguages(Prism);

function StringCodeBlock({
  code,
  className,
  metastring,
  language,
  title,
  showLineNumbers,
}: Omit<Props, 'children'> & { code: string }) {
  const { prism } = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code,
    className,
    metastring,
    language,
    title,
    showLineNumbers,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
  });
  const wordWrap = useWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}

function HighlightedCodeBlock({ children, ...props }: Props) {
  const parts = Children.toArray(children);
  // Code with elements in it (MDX inside a block) cannot be tokenised or copied as text.
  if (parts.some((child) => isValidElement(child))) {
    return <CodeBlockElement {...props}>{children}</CodeBlockElement>;
  }
  // What is left is strings and numbers.
  const code = parts.map((part) => String(part as string | number)).join('');
  return <StringCodeBlock {...props} code={code} />;
}

registerHighlightedCodeBlock(HighlightedCodeBlock);
