/**
 * Wraps the theme's code block to register Prism's extra languages here, in
 * the code block's own chunk, instead of in the main bundle (config/bundle.ts).
 */
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

prismIncludeLanguages(Prism);

export default CodeBlock;
