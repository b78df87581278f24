import { useLocation } from '@docusaurus/router';
import { useState, type ReactNode } from 'react';
import { markdownPathOf } from '@site/src/lib/markdownPath';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

const STATUS_TEXT: Record<Status, string> = {
  idle: '',
  copying: 'Copying…',
  copied: 'Copied the page as Markdown.',
  failed: 'Could not copy: open the Markdown version instead.',
};

/** "Copy page as Markdown" for a docs page, with a plain link to the same file. */
export default function CopyPageMarkdown(): ReactNode {
  const { pathname } = useLocation();
  const [status, setStatus] = useState<Status>('idle');
  const markdownUrl = markdownPathOf(pathname);

  async function copy(): Promise<void> {
    setStatus('copying');
    try {
      const response = await fetch(markdownUrl);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <div className={styles.actions}>
      <button type="button" className={styles.button} onClick={() => void copy()} disabled={status === 'copying'}>
        Copy page as Markdown
      </button>
      <a className={styles.link} href={markdownUrl} target="_blank" rel="noreferrer">
        View as Markdown
      </a>
      <span className={styles.status} role="status" aria-live="polite">
        {STATUS_TEXT[status]}
      </span>
    </div>
  );
}
