/**
 * The navbar's "Ask" entry beside the search box (src/theme/SearchBar puts it there, at every width). Hovering or
 * focusing it starts fetching the panel's code; pressing it opens the panel.
 */
import { openAsk, preloadAskPanel } from '@site/src/components/AskHost/opener';
import styles from './styles.module.css';

export default function AskEntry() {
  return (
    <button
      type="button"
      className={styles.entry}
      aria-label="Ask the docs"
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+I Meta+I"
      title="Ask the docs (Ctrl+I or ⌘I)"
      onPointerEnter={preloadAskPanel}
      onFocus={preloadAskPanel}
      onClick={(event) => openAsk({ returnFocus: event.currentTarget })}
    >
      Ask
    </button>
  );
}
