import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import OriginalCodeBlock from '@theme-original/CodeBlock';
import type { Props } from '@theme/CodeBlock';

// Prism's extra languages are registered here, in this chunk, instead of in
// the main bundle (see config/bundle.ts).
prismIncludeLanguages(Prism);

export default function HighlightedCodeBlock(props: Props) {
  return <OriginalCodeBlock {...props} />;
}
