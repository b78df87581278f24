import { Children, isValidElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tabIds, useTabPanelIds, withLinkedTabs } from '.';

interface ItemProps {
  value: string;
  attributes?: Record<string, string>;
  children?: ReactNode;
}

/** Stands in for the theme's tabs: each TabItem child's `attributes` go on its tab, as tabsUtils does. */
function ThemeTabs({ children }: { children?: ReactNode }) {
  const tabs: ItemProps[] = Children.toArray(children)
    .filter(isValidElement<ItemProps>)
    .map((item) => item.props);
  return (
    <div>
      <ul role="tablist">
        {tabs.map((tab, index) => (
          <li key={tab.value} role="tab" aria-selected={index === 0} {...tab.attributes}>
            {tab.value}
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}

/** Stands in for src/theme/TabItem. */
function Panel({ value, children }: ItemProps) {
  return (
    <div role="tabpanel" {...useTabPanelIds(value)}>
      {children}
    </div>
  );
}

const Linked = withLinkedTabs(ThemeTabs);

/** Attributes of each element with the role, in document order. */
function byRole(html: string, role: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<\\w+ [^>]*role="${role}"[^>]*>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...match[0].matchAll(/([\w-]+)="([^"]*)"/g)].map((pair): [string, string] => [pair[1] ?? '', pair[2] ?? '']),
    ),
  );
}

describe('linked tabs', () => {
  const html = renderToString(
    <>
      <Linked>
        <Panel value="200">OK</Panel>
        <Panel value="application/json">JSON</Panel>
      </Linked>
      <Linked>
        <Panel value="200">Again</Panel>
      </Linked>
    </>,
  );

  it('point each tab at its panel and each panel back at its tab', () => {
    const tabs = byRole(html, 'tab');
    const panels = byRole(html, 'tabpanel');
    expect(tabs).toHaveLength(3);
    tabs.forEach((tab, index) => {
      const panel = panels[index]!;
      expect(tab['aria-controls']).toBe(panel.id);
      expect(panel['aria-labelledby']).toBe(tab.id);
    });
  });

  it('give every tab set ids of its own, valid as HTML ids', () => {
    const ids = [...byRole(html, 'tab'), ...byRole(html, 'tabpanel')].map((attributes) => attributes.id ?? '');
    expect(new Set(ids).size).toBe(6);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z][\w-]*$/);
  });

  it('keep attributes a TabItem sets on its tab', () => {
    const withClass = renderToString(
      <Linked>
        <Panel value="a" attributes={{ className: 'special' }} />
      </Linked>,
    );
    expect(withClass).toMatch(/<li [^>]*class="special"[^>]*aria-controls=/);
  });

  it('leave a panel outside linked tabs without ids', () => {
    expect(renderToString(<Panel value="x" />)).toBe('<div role="tabpanel"></div>');
    expect(tabIds('tabs-R1', 'application/json')).toEqual({
      tab: 'tabs-R1-tab-application-json',
      panel: 'tabs-R1-panel-application-json',
    });
  });
});
