/**
 * Wraps the OpenAPI theme's schema and example tabs so that only the selected
 * one renders (see src/theme/ApiTabs for why).
 */
import type { ComponentProps, ComponentType } from 'react';
import SchemaTabs from '@theme-original/SchemaTabs';
import { withLinkedTabs } from '@site/src/components/LinkedTabs';

// The theme's types leave out the `lazy` prop its tabs accept.
type Props = ComponentProps<typeof SchemaTabs> & { lazy?: boolean };
// Each tab linked to its panel (src/components/LinkedTabs).
const Tabs = withLinkedTabs(SchemaTabs as ComponentType<Props>);

export default function SchemaTabsWrapper(props: Props) {
  return <Tabs lazy {...props} />;
}
