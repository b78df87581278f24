/**
 * Wraps the OpenAPI theme's media type tabs so that only the selected one
 * renders (see src/theme/ApiTabs for why).
 */
import type { ComponentType } from 'react';
import MimeTabs from '@theme-original/MimeTabs';
import { withLinkedTabs } from '@site/src/components/LinkedTabs';

// The theme does not type these tabs; they take the props of Docusaurus tabs, `lazy` among them.
type Props = Record<string, unknown> & { lazy?: boolean };
// Each tab linked to its panel (src/components/LinkedTabs).
const Tabs = withLinkedTabs(MimeTabs as ComponentType<Props>);

export default function MimeTabsWrapper(props: Props) {
  return <Tabs lazy {...props} />;
}
