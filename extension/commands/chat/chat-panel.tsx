import { useEffect, useRef, useState } from 'react';
import { MAX_SHARED_TEXT, type ChatQuota, type ChatTurn, type SharedText } from '../../account/ai-events';
import { openAiStream } from '../../account/ai-stream-port';
import { CHAT_LIMITS } from '../../account/api-contract';
import type { PanelProps } from '../define-command';
import type chatBackground from './chat-background';
import { CHAT_COPY as COPY } from './chat-copy';
import { MAX_KEPT_MESSAGES } from './chat-history';
import { ChatMarkdown } from './chat-markdown';

type Share = 'nothing' | 'selection' | 'page';

/** A question asked and its answer so far, while it streams. */
interface Asking {
  question: ChatTurn;
  answer: string;
}

/**
 * /chat signed in (issue #23): the conversation kept on this device, each answer streamed into the bar from the
 * background's AI port and rendered as safe Markdown; Stop ends an answer (what came is kept), New chat forgets
 * the conversation. Page text goes with a message only when chosen: the selected text, or this page's readable
 * text taken at that moment. What is left of the plan today shows under the input. A question whose answer
 * never came goes back into the input, so nothing typed is lost. Text typed after /chat is asked at once.
 */
export function ChatPanel({ ctx, arg }: PanelProps<typeof chatBackground>) {
  const [turns, setTurns] = useState<ChatTurn[] | null>(null);
  const [draft, setDraft] = useState('');
  const [asking, setAsking] = useState<Asking | null>(null);
  const [quota, setQuota] = useState<ChatQuota | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [share, setShare] = useState<Share>('nothing');
  const stop = useRef<(() => void) | null>(null);
  const partial = useRef<Asking | null>(null);
  const log = useRef<HTMLDivElement>(null);

  const finish = (failure: string | null, stopped = false) => {
    const done = partial.current;
    stop.current = null;
    partial.current = null;
    setAsking(null);
    setStatus(failure ? { text: failure, error: true } : stopped ? { text: COPY.stopped, error: false } : null);
    if (!done) return;
    if (!done.answer) return setDraft((typed) => typed || done.question.content);
    const pair: ChatTurn[] = [done.question, { role: 'assistant', content: done.answer }];
    setTurns((kept) => [...(kept ?? []), ...pair]);
    void ctx.call('chatAdd', pair);
  };

  const ask = async (text: string, history: ChatTurn[]) => {
    const content = text.trim();
    if (!content || stop.current) return;
    let context: SharedText | undefined;
    const where = {
      title: ctx.tab?.title?.slice(0, CHAT_LIMITS.title) ?? '',
      url: ctx.tab?.url?.slice(0, CHAT_LIMITS.url) ?? '',
    };
    if (share === 'selection' && ctx.selection)
      context = { source: 'selection', ...where, text: ctx.selection.slice(0, MAX_SHARED_TEXT) };
    if (share === 'page') {
      const page = await ctx.page.readableText();
      if (!page) return setStatus({ text: COPY.noPageText, error: true });
      context = { source: 'page', ...page };
    }
    const question: ChatTurn = context ? { role: 'user', content, context } : { role: 'user', content };
    partial.current = { question, answer: '' };
    setAsking(partial.current);
    setDraft('');
    setStatus(null);
    setShare('nothing');
    stop.current = openAiStream(
      ctx.api.runtime,
      { kind: 'chat', messages: [...history, question].slice(-MAX_KEPT_MESSAGES) },
      (event) => {
        if (event.type === 'quota') setQuota(event);
        else if (event.type === 'text' && partial.current) {
          partial.current = { ...partial.current, answer: partial.current.answer + event.text };
          setAsking(partial.current);
        } else if (event.type === 'done') finish(null);
        else if (event.type === 'error') finish(event.error);
      },
    );
  };

  useEffect(() => {
    let live = true;
    void ctx.call('chatHistory').then((kept) => {
      if (!live) return;
      setTurns(kept);
      if (arg.trim()) void ask(arg, kept);
    });
    const stopUsage = openAiStream(ctx.api.runtime, { kind: 'usage' }, (event) => {
      if (event.type === 'quota') setQuota(event);
      else if (event.type === 'error' && live) setStatus((shown) => shown ?? { text: event.error, error: true });
    });
    return () => {
      live = false;
      stopUsage();
      stop.current?.();
    };
    // Once per opening: `arg` is what was typed with the command.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // A block, not an expression: scrollTo answers a promise in current Chromium, which React would take for a cleanup.
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [turns, asking]);

  const onStop = () => {
    stop.current?.();
    finish(null, true);
  };
  const newChat = () => {
    stop.current?.();
    stop.current = null;
    partial.current = null;
    setAsking(null);
    setTurns([]);
    setStatus(null);
    void ctx.call('chatClear');
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (turns) void ask(draft, turns);
  };

  if (!turns) return <p className="message">Loading…</p>;
  const shown = asking ? [...turns, asking.question] : turns;
  return (
    <div className="chat">
      <div className="chat-log" ref={log} role="log" aria-label="Conversation">
        {shown.length === 0 && <p className="muted">{COPY.empty}</p>}
        {shown.map((turn, i) =>
          turn.role === 'user' ? (
            <div key={i} className="chat-turn chat-user">
              <p>{turn.content}</p>
              {turn.context && (
                <p className="muted chat-shared">
                  {turn.context.source === 'page' ? COPY.sharedPage(turn.context.title) : COPY.sharedSelection}
                </p>
              )}
            </div>
          ) : (
            <div key={i} className="chat-turn chat-assistant">
              <ChatMarkdown text={turn.content} />
            </div>
          ),
        )}
        {asking && (
          <div className="chat-turn chat-assistant" aria-busy="true" data-streaming="">
            <ChatMarkdown text={asking.answer || '…'} />
          </div>
        )}
      </div>
      <textarea
        className="field chat-input"
        autoFocus
        rows={2}
        aria-label={COPY.message}
        placeholder={COPY.placeholder}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <p className="chat-actions">
        {asking ? (
          <button type="button" className="primary" onClick={onStop}>
            {COPY.stop}
          </button>
        ) : (
          <button type="button" className="primary" disabled={!draft.trim()} onClick={() => void ask(draft, turns)}>
            {COPY.send}
          </button>
        )}
        <button type="button" onClick={newChat}>
          {COPY.newChat}
        </button>
        {(ctx.selection || ctx.mode === 'overlay') && (
          <select aria-label={COPY.share} value={share} onChange={(e) => setShare(e.target.value as Share)}>
            <option value="nothing">{COPY.shareNothing}</option>
            {ctx.selection && <option value="selection">{COPY.shareSelection}</option>}
            {ctx.mode === 'overlay' && <option value="page">{COPY.sharePage}</option>}
          </select>
        )}
      </p>
      {quota && (
        <p className="muted chat-quota" role="status">
          {COPY.quota(quota)}
        </p>
      )}
      {status && (
        <p className={status.error ? 'error' : 'message'} role={status.error ? 'alert' : 'status'}>
          {status.text}
        </p>
      )}
    </div>
  );
}
