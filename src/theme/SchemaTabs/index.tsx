/**
 * Wraps the OpenAPI theme's schema and example tabs so that only the selected
 * one renders (see src/theme/ApiTabs for why).
 */
import type { ComponentProps, ComponentType } from 'react';
import SchemaTabs from '@theme-original/SchemaTabs';

// The theme's types leave out the `lazy` prop its tabs accept.
type Props = ComponentProps<typeof SchemaTabs> & { lazy?: boolean };
const Tabs = SchemaTabs as ComponentType<Props>;

export default function SchemaTabsWrapper(props: Props) {
  return <Tabs lazy {...props} />;
}
