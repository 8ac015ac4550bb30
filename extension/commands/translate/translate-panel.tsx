import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_COPY } from '../../account/account-copy';
import { openAiStream } from '../../account/ai-stream-port';
import type { PanelProps } from '../define-command';
import type translateBackground from './translate-background';
import { NOTHING_TO_TRANSLATE } from './index';
import { googleTranslateCode, targetChoices, translateTarget } from './translate-target';
import { translateUrl } from './translate-url';

/** The most characters translated at once (the server's limit). */
const MAX_TRANSLATE = 20_000;

/** Copy of /translate's panel. */
export const TRANSLATE_COPY = {
  into: 'Translate into',
  translation: 'Translation',
  replace: 'Replace the selection',
  showOnPage: 'Show on the page',
  copy: 'Copy',
  copied: 'Copied.',
  openInGoogle: 'Open in Google Translate',
  tooLong: `Select at most ${MAX_TRANSLATE.toLocaleString('en')} characters to translate here; Open in Google Translate takes the start of it.`,
  nothingPut: 'The selection is gone from the page; copy the translation instead.',
  signIn:
    "Translating here needs sign-in (Account, on Intently's main page); Open in Google Translate works without it.",
} as const;

/** The language's name in the browser's language ("fr" → "French"). */
const nameOf = (tag: string) => {
  try {
    return new Intl.DisplayNames([navigator.language], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
};

/**
 * /translate in the bar (issue #23): the typed text, or else the page's selection, translated through the AI
 * provider (the same as /chat) into the target language, a setting chosen here (default: the browser's language).
 * "In place": a selection in an editable place (a text field, a textarea, a contenteditable region) is replaced
 * with the translation (Undo in the page brings the original back); a selection of the page's own text, which the
 * page does not let anyone edit, gets the translation shown over it; typed text is translated here, with Copy.
 * "Open in Google Translate" stays as a second action.
 */
export function TranslatePanel({ ctx, arg }: PanelProps<typeof translateBackground>) {
  const text = arg.trim() ? arg : ctx.selection;
  const fromSelection = !arg.trim() && ctx.page.selection !== 'none';
  const [target, setTarget] = useState<string | null>(null);
  const [translation, setTranslation] = useState('');
  const [state, setState] = useState<{ done: boolean; error: string | null }>({ done: false, error: null });
  const [note, setNote] = useState<string | null>(null);
  const stop = useRef<(() => void) | null>(null);

  useEffect(() => {
    void ctx.call('translateTarget').then((stored) => setTarget(translateTarget(stored, navigator.language)));
  }, [ctx]);

  useEffect(() => {
    if (!target || !text.trim() || text.length >= MAX_TRANSLATE) return;
    let answer = '';
    setTranslation('');
    setState({ done: false, error: null });
    stop.current = openAiStream(ctx.api.runtime, { kind: 'translate', text, target }, (event) => {
      if (event.type === 'text') setTranslation((answer += event.text));
      else if (event.type === 'done') setState({ done: true, error: null });
      else if (event.type === 'error')
        setState({ done: true, error: event.error === ACCOUNT_COPY.notSignedIn ? TRANSLATE_COPY.signIn : event.error });
    });
    return () => stop.current?.();
  }, [ctx, text, target]);

  if (!text.trim())
    return (
      <p className="error" role="alert">
        {NOTHING_TO_TRANSLATE}
      </p>
    );
  if (!target) return <p className="message">Loading…</p>;
  const choose = (tag: string) => {
    setTarget(tag);
    void ctx.call('setTranslateTarget', tag);
  };
  const put = async () => {
    const outcome = await ctx.page.putText(translation);
    if (outcome === 'none') setNote(TRANSLATE_COPY.nothingPut);
  };
  const copy = () => void navigator.clipboard.writeText(translation).then(() => setNote(TRANSLATE_COPY.copied));
  const openInGoogle = () =>
    void ctx.api.tabs
      .create({ url: translateUrl(text.slice(0, 5_000), googleTranslateCode(target)), windowId: ctx.tab?.windowId })
      .then(ctx.close);
  const ready = state.done && !state.error && translation !== '';
  const error = text.length >= MAX_TRANSLATE ? TRANSLATE_COPY.tooLong : state.error;

  return (
    <div className="translate">
      <label>
        {TRANSLATE_COPY.into}{' '}
        <select aria-label={TRANSLATE_COPY.into} value={target} onChange={(e) => choose(e.target.value)}>
          {targetChoices(target).map((tag) => (
            <option key={tag} value={tag}>
              {nameOf(tag)}
            </option>
          ))}
        </select>
      </label>
      <p className="translation" role="region" aria-label={TRANSLATE_COPY.translation} aria-busy={!state.done}>
        {translation || (error ? '' : '…')}
      </p>
      <p>
        {fromSelection && (
          <button type="button" className="primary" disabled={!ready} autoFocus onClick={() => void put()}>
            {ctx.page.selection === 'editable' ? TRANSLATE_COPY.replace : TRANSLATE_COPY.showOnPage}
          </button>
        )}
        <button type="button" disabled={!ready} onClick={copy}>
          {TRANSLATE_COPY.copy}
        </button>
        <button type="button" onClick={openInGoogle}>
          {TRANSLATE_COPY.openInGoogle}
        </button>
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {note && (
        <p className="message" role="status">
          {note}
        </p>
      )}
    </div>
  );
}
