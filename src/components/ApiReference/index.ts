/**
 * Everything an API operation page needs beyond what a guide page loads: the
 * OpenAPI theme's item component (schemas, request panel, code samples) and
 * its stylesheet. Only the generated operation pages import this module
 * (config/openapi-pages.ts), so none of it reaches the bundles of other pages.
 * Response examples render as plain code blocks: Prism would add ~35 KiB of
 * JavaScript to every operation page (the request panel highlights its code
 * samples itself).
 */
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import './styles.css';

export { default as ApiItem } from '@theme/ApiItem';
