/**
 * Links each tab to its panel: `id` and `aria-controls` on the tab, `id` and
 * `aria-labelledby` on the panel, as the ARIA tabs pattern asks. The tabs of
 * Docusaurus and of the OpenAPI theme (which replaces Docusaurus's site-wide)
 * leave them out, so a screen reader cannot tell which panel a tab shows and
 * the Nu Html Checker reports "Every active role=tab element must have a
 * corresponding role=tabpanel element" on every page with tabs.
 *
 * The theme's tab lists spread each TabItem's `attributes` prop onto its tab
 * (tabsUtils' extractChildrenTabValues, or the `values` prop when given), so
 * `withLinkedTabs` passes the tab's attributes that way; the panel is our
 * TabItem (src/theme/TabItem), which reads the ids from the context set here.
 */
import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useId,
  type ComponentType,
  type ReactNode,
} from 'react';

const TabIdsContext = createContext<string | null>(null);

interface TabValue {
  value: string;
  label?: string;
  attributes?: Record<string, unknown>;
}

/** The ids of a tab and of its panel in the tab set `base`. */
export function tabIds(base: string, value: string): { tab: string; panel: string } {
  const part = value.replace(/[^A-Za-z0-9_-]/g, '-');
  return { tab: `${base}-tab-${part}`, panel: `${base}-panel-${part}` };
}

const tabAttributes = (base: string, value: string, attributes?: Record<string, unknown>) => {
  const ids = tabIds(base, value);
  return { ...attributes, id: ids.tab, 'aria-controls': ids.panel };
};

/** The TabItem children with the attributes that link each one's tab to its panel. */
export function linkTabItems(children: ReactNode, base: string): ReactNode {
  return Children.map(children, (child) => {
    if (!isValidElement<TabValue>(child) || typeof child.props.value !== 'string') return child;
    return cloneElement(child, { attributes: tabAttributes(base, child.props.value, child.props.attributes) });
  });
}

/** The panel's `id` and `aria-labelledby`, inside tabs made by `withLinkedTabs`; nothing elsewhere. */
export function useTabPanelIds(value: string): { id?: string; 'aria-labelledby'?: string } {
  const base = useContext(TabIdsContext);
  if (base === null) return {};
  const ids = tabIds(base, value);
  return { id: ids.panel, 'aria-labelledby': ids.tab };
}

type TabsProps = { children?: ReactNode; values?: readonly TabValue[] };

/** A theme tabs component whose tabs and panels are linked. */
export function withLinkedTabs<P extends object>(Tabs: ComponentType<P>): ComponentType<P> {
  function LinkedTabs(props: P) {
    const { children, values } = props as TabsProps;
    // Outside the theme's tabs, which remount after hydration: the ids stay those of the server's HTML.
    const base = `tabs-${useId().replace(/:/g, '')}`;
    const linkedValues = values?.map((tab) => ({ ...tab, attributes: tabAttributes(base, tab.value, tab.attributes) }));
    return (
      <TabIdsContext.Provider value={base}>
        <Tabs {...props} {...(linkedValues ? { values: linkedValues } : {})}>
          {linkTabItems(children, base)}
        </Tabs>
      </TabIdsContext.Provider>
    );
  }
  LinkedTabs.displayName = `LinkedTabs(${Tabs.displayName ?? Tabs.name})`;
  return LinkedTabs;
}
