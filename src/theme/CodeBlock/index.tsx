/**
 * Wraps the theme's code block to register Prism's extra languages here, in
 * the chunk that renders code, instead of in the main bundle every page loads
 * (see config/bundle.ts).
 *
 * Not lazy on purpose: a lazily loaded code block is still a suspended
 * boundary while the page hydrates, and the layout's first re-render (window
 * size, stored preferences) then makes React throw the server HTML away and
 * render it again on the client (React error 421).
 */
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

prismIncludeLanguages(Prism);

export default CodeBlock;
