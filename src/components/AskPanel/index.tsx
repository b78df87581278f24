/**
 * The "Ask the docs" panel, loaded as a chunk of its own by src/components/AskHost. A modal <dialog>: focus stays in
 * it while it is open (Tab wraps), Escape or the backdrop closes it, and the host gives focus back to what opened
 * it. The reader's question goes to `POST /api/ask` with the page they are on and, for a follow-up, the
 * conversation so far; the answer shows as it streams, with Stop. What a screen reader hears is a separate, hidden
 * live region that receives the answer a sentence at a time as each completes, then the outcome: the visible answer
 * changes with every token and would be read out in pieces. A source link closes the panel (on a phone it covers the
 * page), navigates, and puts focus on the cited heading; the conversation is kept for the next opening.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { PanelRequest } from '@site/src/components/AskHost';
import { askPanel } from '@site/src/data/askPanel';
import { applyEvent, emptyAnswer, type AnswerState } from '@site/src/lib/ask/answerState';
import { nextAnnouncement } from '@site/src/lib/ask/answerText';
import { followUpContext } from '@site/src/lib/ask/history';
import { MAX_QUESTION_LENGTH } from '@site/src/lib/ask/protocol';
import hidden from '@site/src/css/visuallyHidden.module.css';
import { AskFailure, streamAnswer } from './api';
import { focusTarget } from './focusTarget';
import Turn from './Turn';
import styles from './styles.module.css';

export interface AskPanelProps {
  open: boolean;
  request: PanelRequest;
  /** The panel has closed; `restoreFocus` is false when a link took the reader elsewhere. */
  onClose: (restoreFocus: boolean) => void;
}

interface TurnState {
  id: number;
  question: string;
  answer: AnswerState;
}

const FOCUSABLE = 'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled])';

/** What is said once an answer has finished, after its last sentence. */
function outcome(answer: AnswerState): string {
  if (answer.status === 'stopped') return 'Stopped.';
  if (answer.status === 'failed') return answer.error ?? '';
  const sources = answer.citations.length;
  return sources === 0 ? 'End of answer.' : `End of answer, ${sources} ${sources === 1 ? 'source' : 'sources'}.`;
}

export default function AskPanel({ open, request, onClose }: AskPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const inputId = useId();
  const problemId = useId();
  const [turns, setTurns] = useState<TurnState[]>([]);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState('');
  const [spoken, setSpoken] = useState<{ id: number; text: string }[]>([]);
  const controller = useRef<AbortController | null>(null);
  const turnIds = useRef(0);
  const spokenIds = useRef(0);
  const progress = useRef({ turn: 0, upTo: 0, finished: false });

  const latest = turns.at(-1);
  const streaming =
    latest !== undefined && (latest.answer.status === 'waiting' || latest.answer.status === 'streaming');

  const update = (id: number, change: (answer: AnswerState) => AnswerState) =>
    setTurns((current) => current.map((turn) => (turn.id === id ? { ...turn, answer: change(turn.answer) } : turn)));

  const ask = (text: string, earlier: TurnState[]) => {
    const question = text.trim();
    if (question === '') {
      setProblem(askPanel.errors.empty);
      return;
    }
    if (question.length > MAX_QUESTION_LENGTH) {
      setDraft(question);
      setProblem(`A question can be ${MAX_QUESTION_LENGTH} characters long at most; this one has ${question.length}.`);
      return;
    }
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const id = ++turnIds.current;
    const context = followUpContext(
      earlier.map((turn) => ({
        question: turn.question,
        answer: turn.answer.text,
        chatId: turn.answer.metadata?.chatId,
      })),
    );
    setTurns([...earlier, { id, question, answer: emptyAnswer }]);
    setDraft('');
    setProblem('');
    streamAnswer({ question, ...context, page: window.location.pathname }, abort.signal, (event) =>
      update(id, (answer) => applyEvent(answer, event)),
    )
      .then(
        () =>
          update(id, (answer) =>
            answer.status === 'done' || answer.status === 'failed'
              ? answer
              : { ...answer, status: 'failed', error: askPanel.errors.cutOff },
          ),
        (error: unknown) =>
          update(id, (answer) => {
            if (abort.signal.aborted) return answer.status === 'done' ? answer : { ...answer, status: 'stopped' };
            const message = error instanceof AskFailure ? error.message : askPanel.errors.network;
            return { ...answer, status: 'failed', error: message };
          }),
      )
      .finally(() => {
        if (controller.current === abort) controller.current = null;
      });
  };

  const close = (restoreFocus: boolean) => {
    // Leave nothing focused in the closed dialog: the search box takes focus back only while nothing else has it
    // (src/theme/SearchBar).
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    dialog.current?.close();
    onClose(restoreFocus);
  };

  const navigate = (href: string) => {
    close(false);
    focusTarget(href);
  };

  const stop = () => {
    controller.current?.abort();
    input.current?.focus();
  };

  const startOver = () => {
    controller.current?.abort();
    setTurns([]);
    setProblem('');
    input.current?.focus();
  };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      input.current?.focus();
    } else if (!open && element.open) element.close();
  }, [open]);

  // A new opening: asks its question as a new conversation, or goes back to the question box.
  const latestAsk = useRef(ask);
  useEffect(() => {
    latestAsk.current = ask;
  });
  useEffect(() => {
    if (request.question !== undefined) latestAsk.current(request.question, []);
    else input.current?.focus();
  }, [request]);

  // Focus never falls out of the open panel: a button that had it (Stop, Retry, a follow-up) may have gone.
  useEffect(() => {
    if (open && dialog.current?.open && !dialog.current.contains(document.activeElement)) {
      input.current?.focus({ preventScroll: true });
    }
  });

  // A new question moves to the top of the conversation's view, and its answer grows below it from there: the
  // reader reads from the start instead of chasing the last line.
  const latestId = latest?.id;
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: 'start' });
  }, [latestId]);

  // The live region: complete sentences as they arrive, the rest and the outcome at the end.
  useEffect(() => {
    if (!latest) return;
    const current =
      progress.current.turn === latest.id ? progress.current : { turn: latest.id, upTo: 0, finished: false };
    const { status } = latest.answer;
    const final = status !== 'waiting' && status !== 'streaming';
    if (current.finished) return;
    const next = nextAnnouncement(latest.answer.text, current.upTo, final);
    progress.current = { turn: latest.id, upTo: next.spoken, finished: final };
    const words = [next.text, final ? outcome(latest.answer) : ''].filter(Boolean).join(' ');
    if (words === '') return;
    const id = ++spokenIds.current;
    setSpoken((said) => [...said.slice(-3), { id, text: words }]);
  }, [latest]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => element.getClientRects().length > 0,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialog.current) close(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(draft, turns);
  };

  const onInputKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    // The dialog takes focus when a click lands on its text, so that focus stays inside it.
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(event) => {
        event.preventDefault();
        close(true);
      }}
      onKeyDown={onKeyDown}
      onClick={onBackdrop}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {askPanel.title}
          </h2>
          {turns.length > 0 && (
            <button type="button" className={styles.textButton} onClick={startOver}>
              Start over
            </button>
          )}
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Close"
            title="Close (Escape)"
            onClick={() => close(true)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </header>
        <div ref={log} className={styles.log}>
          {turns.length === 0 ? (
            <div className={styles.intro}>
              <p>{askPanel.intro}</p>
              <ul>
                {askPanel.examples.map((example) => (
                  <li key={example}>
                    <button type="button" className={styles.followUp} onClick={() => ask(example, [])}>
                      {example}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            turns.map((turn, index) => (
              <Turn
                key={turn.id}
                question={turn.question}
                answer={turn.answer}
                latest={turn === latest}
                onNavigate={navigate}
                onAsk={(question) => ask(question, turns)}
                onRetry={() => ask(turn.question, turns.slice(0, index))}
              />
            ))
          )}
        </div>
        <form className={styles.form} onSubmit={submit}>
          <label htmlFor={inputId} className={hidden.visuallyHidden}>
            Your question
          </label>
          <textarea
            ref={input}
            id={inputId}
            className={styles.input}
            rows={2}
            placeholder={askPanel.placeholder}
            value={draft}
            aria-invalid={problem !== ''}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onInputKey}
          />
          {problem && (
            <p id={problemId} className={styles.error}>
              {problem}
            </p>
          )}
          <div className={styles.formActions}>
            <p className={styles.note}>{askPanel.note}</p>
            {streaming && (
              <button type="button" className={styles.action} onClick={stop}>
                Stop
              </button>
            )}
            <button type="submit" className="button button--primary button--sm">
              Ask
            </button>
          </div>
        </form>
        <div className={hidden.visuallyHidden} aria-live="polite">
          {spoken.map((said) => (
            <p key={said.id}>{said.text}</p>
          ))}
        </div>
      </div>
    </dialog>
  );
}
