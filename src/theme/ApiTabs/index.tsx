/**
 * Wraps the OpenAPI theme's response tabs (one per status code) so that only
 * the selected tab renders. The theme renders every tab and then mounts them
 * all again after hydration; on an operation with seven status codes that is
 * most of the page's main-thread work on a phone.
 */
import type { ComponentProps, ComponentType } from 'react';
import ApiTabs from '@theme-original/ApiTabs';
import { withLinkedTabs } from '@site/src/components/LinkedTabs';

// The theme's types leave out the `lazy` prop its tabs accept.
type Props = ComponentProps<typeof ApiTabs> & { lazy?: boolean };
// Each tab linked to its panel (src/components/LinkedTabs).
const Tabs = withLinkedTabs(ApiTabs as ComponentType<Props>);

export default function ApiTabsWrapper(props: Props) {
  return <Tabs lazy {...props} />;
}
