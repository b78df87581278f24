/**
 * Wraps the local search plugin's search bar to put the "Ask the docs" entry
 * beside it (src/components/AskEntry: the navbar renders the search bar at
 * every width, so the entry is next to the search box or its icon on a phone
 * too), and so that it never pulls focus back.
 *
 * Focusing the search input starts loading the search index, and when the
 * index arrives the plugin calls `input.focus()` if the input was focused at
 * any time before, even when the visitor has since moved on. A keyboard user
 * who tabbed past the search box had focus yanked back to it a moment later,
 * which also closed a navbar dropdown they had just opened with Enter
 * (e2e/navbar.e2e.ts found it). Focus the visitor asks for comes from an event
 * (Tab, a click, the Ctrl+K shortcut's keydown); the plugin's late call runs
 * after a network wait, in a `message` event or none. So a `focus()` call made
 * outside a visitor's key, mouse, touch or focus event is ignored while another
 * element has focus. (While nothing has focus it goes through: the plugin also
 * uses it to give focus back after its autocomplete wraps, and so detaches,
 * the input the visitor is typing in.)
 *
 * This leans on how the plugin focuses its input (a call to the element's
 * `focus()` method); e2e/navbar.e2e.ts tabs past the search box and fails if
 * focus is taken back again.
 */
import { useEffect, type ComponentProps } from 'react';
import SearchBar from '@theme-original/SearchBar';
import AskEntry from '@site/src/components/AskEntry';
import styles from './styles.module.css';

const INPUT = '.navbar__search-input';

function ignoreLateFocus(input: HTMLInputElement): () => void {
  input.focus = (options?: FocusOptions) => {
    // `window.event` is the event being dispatched: a UIEvent (key, mouse,
    // touch, focus) when the visitor acted; a message (the index worker's
    // answer, React's scheduler) or nothing at all when the plugin acts alone.
    const elsewhere = document.activeElement !== null && document.activeElement !== document.body;
    if (!(window.event instanceof UIEvent) && elsewhere && document.activeElement !== input) return;
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
  return (
    <div className={styles.searchAndAsk}>
      <SearchBar {...props} />
      <AskEntry />
    </div>
  );
}
