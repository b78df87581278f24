/**
 * Wraps the local search plugin's search bar so that it never pulls focus back.
 *
 * Focusing the search input starts loading the search index, and when the
 * index arrives the plugin calls `input.focus()` if the input was focused at
 * any time before, even when the visitor has since moved on. A keyboard user
 * who tabbed past the search box had focus yanked back to it a moment later,
 * which also closed a navbar dropdown they had just opened with Enter
 * (e2e/navbar.e2e.ts found it). Focus the visitor asks for comes from an event
 * (Tab, a click, the Ctrl+K shortcut's keydown); the plugin's late call runs
 * after a network wait, outside any event. So a `focus()` call made outside an
 * event, while the input does not have focus, is ignored.
 *
 * This leans on how the plugin focuses its input (a call to the element's
 * `focus()` method); e2e/navbar.e2e.ts tabs past the search box and fails if
 * focus is taken back again.
 */
import { useEffect, type ComponentProps } from 'react';
import SearchBar from '@theme-original/SearchBar';

const INPUT = '.navbar__search-input';

function ignoreLateFocus(input: HTMLInputElement): () => void {
  input.focus = (options?: FocusOptions) => {
    // `window.event` is the event being dispatched, undefined outside one.
    if (window.event === undefined && document.activeElement !== input) return;
    HTMLInputElement.prototype.focus.call(input, options);
  };
  return () => {
    delete (input as Partial<HTMLInputElement>).focus;
  };
}

export default function SearchBarWrapper(props: ComponentProps<typeof SearchBar>) {
  useEffect(() => {
    const restores = Array.from(document.querySelectorAll<HTMLInputElement>(INPUT), ignoreLateFocus);
    return () => restores.forEach((restore) => restore());
  }, []);
  return <SearchBar {...props} />;
}
