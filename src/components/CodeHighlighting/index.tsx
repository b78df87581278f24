/**
 * Loads Prism, registers its extra languages and makes a highlighting code
 * block available to src/theme/CodeBlock. Imported only by pages that contain
 * code.
 *
 * The block renders the theme's string and element contents directly rather
 * than through the theme's CodeBlock, which remounts every block once the page
 * has hydrated so that a light/dark Prism theme chosen in the browser applies.
 * This site has one colour mode, so that second render only repeated the
 * tokenising and the layout of every block on the page.
 */
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type { Props } from '@theme/CodeBlock';
import CodeBlockElement from '@theme/CodeBlock/Content/Element';
import CodeBlockString from '@theme/CodeBlock/Content/String';
import { Children, isValidElement } from 'react';
import { registerHighlightedCodeBlock } from './registry';

prismIncludeLanguages(Prism);

function HighlightedCodeBlock({ children, ...props }: Props) {
  // Code with elements in it (MDX inside a block) cannot be tokenised or copied as text.
  const parts = Children.toArray(children);
  if (parts.some((child) => isValidElement(child))) {
    return <CodeBlockElement {...props}>{children}</CodeBlockElement>;
  }
  // What is left is strings and numbers.
  const code = parts.map((part) => String(part as string | number)).join('');
  return <CodeBlockString {...props}>{code}</CodeBlockString>;
}

registerHighlightedCodeBlock(HighlightedCodeBlock);
