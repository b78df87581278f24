/**
 * Loads Prism, registers its extra languages and makes the theme's code block
 * available to src/theme/CodeBlock. Imported only by pages that contain code.
 */
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import OriginalCodeBlock from '@theme-original/CodeBlock';
import type { Props } from '@theme/CodeBlock';
import { registerHighlightedCodeBlock } from './registry';

prismIncludeLanguages(Prism);

function HighlightedCodeBlock(props: Props) {
  return <OriginalCodeBlock {...props} />;
}

registerHighlightedCodeBlock(HighlightedCodeBlock);
