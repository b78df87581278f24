/**
 * One question and its answer in the panel: the answer as it streams, its numbered sources, Copy, the thumbs, and
 * for the latest answer the follow-up questions and a retry when it failed or was stopped.
 */
import { useState } from 'react';
import { askPanel } from '@site/src/data/askPanel';
import { copyText, type AnswerState } from '@site/src/lib/ask/answerState';
import AnswerText, { SiteLink } from './AnswerText';
import Feedback from './Feedback';
import styles from './styles.module.css';
import { usePacedText } from './usePacedText';

export interface TurnProps {
  question: string;
  answer: AnswerState;
  latest: boolean;
  onNavigate: (href: string) => void;
  onAsk: (question: string) => void;
  onRetry: () => void;
}

export default function Turn({ question, answer, latest, onNavigate, onAsk, onRetry }: TurnProps) {
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const { status, metadata } = answer;
  // The answer as written out so far: its sources, actions and follow-ups wait until all of it shows.
  const shownText = usePacedText(answer.text);
  const finished =
    (status === 'done' || status === 'stopped' || status === 'failed') && shownText.length === answer.text.length;

  const copy = () => {
    navigator.clipboard.writeText(copyText(answer, window.location.origin)).then(
      () => setCopied('done'),
      () => setCopied('failed'),
    );
  };

  return (
    <article className={styles.turn} aria-busy={!finished} data-answered={metadata ? metadata.answered : undefined}>
      <p className={styles.question}>{question}</p>
      <div className={styles.answer}>
        {status === 'waiting' && <p className={styles.waiting}>Looking through the docs…</p>}
        <AnswerText text={shownText} citations={answer.citations} onNavigate={onNavigate} />
      </div>
      {finished && answer.citations.length > 0 && (
        <section className={styles.sources} aria-label={askPanel.sources}>
          <h3>{askPanel.sources}</h3>
          <ol>
            {answer.citations.map((citation) => (
              <li key={citation.number} value={citation.number}>
                <SiteLink href={citation.href} onNavigate={onNavigate}>
                  {citation.title}
                </SiteLink>
                <span className={styles.path}>{citation.href}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
      {finished && status === 'stopped' && <p className={styles.status}>Stopped.</p>}
      {finished && status === 'failed' && (
        <p className={styles.error} role="alert">
          {answer.error}
        </p>
      )}
      {finished && (
        <div className={styles.actions}>
          {latest && (status === 'failed' || status === 'stopped') && (
            <button type="button" className="button button--primary button--sm" onClick={onRetry}>
              {status === 'failed' ? 'Retry' : 'Ask again'}
            </button>
          )}
          {answer.text.trim() !== '' && (
            <button type="button" className={styles.action} onClick={copy}>
              {copied === 'done' ? 'Copied' : 'Copy'}
            </button>
          )}
          {metadata && <Feedback key={metadata.chatMessageId} chatMessageId={metadata.chatMessageId} />}
        </div>
      )}
      {copied === 'failed' && <p className={styles.error}>{askPanel.errors.clipboard}</p>}
      {latest && status === 'done' && metadata && metadata.followUpPrompts.length > 0 && (
        <section className={styles.followUps} aria-label={askPanel.followUps}>
          <h3>{askPanel.followUps}</h3>
          <ul>
            {metadata.followUpPrompts.map((prompt) => (
              <li key={prompt}>
                <button type="button" className={styles.followUp} onClick={() => onAsk(prompt)}>
                  {prompt}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
