/**
 * Wraps the theme's tabs (docusaurus-theme-openapi-docs's, which replace
 * Docusaurus's site-wide) so that each tab names its panel and each panel its
 * tab (src/components/LinkedTabs).
 */
import type { ComponentType } from 'react';
import Tabs from '@theme-original/Tabs';
import type { Props } from '@theme/Tabs';
import { withLinkedTabs } from '@site/src/components/LinkedTabs';

export default withLinkedTabs(Tabs as ComponentType<Props>);
