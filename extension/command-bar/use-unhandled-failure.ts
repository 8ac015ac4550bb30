import { useEffect, useState } from 'react';

/** What the bar says of a failure nothing handled: the sentence a call failed with, else a general one. */
export function failureSentence(reason: unknown): string {
  if (reason instanceof Error && reason.message) return reason.message;
  return 'Something went wrong in Intently; try again.';
}

/**
 * The sentence of the last failure no panel handled (a background call a button made that rejected), shown under
 * the panel so nothing fails silently; `key` names the panel shown, and a new one starts with none.
 */
export function useUnhandledFailure(win: Window, key: unknown): string | null {
  const [sentence, setSentence] = useState<string | null>(null);
  useEffect(() => {
    setSentence(null);
    const onRejection = (event: PromiseRejectionEvent) => setSentence(failureSentence(event.reason));
    win.addEventListener('unhandledrejection', onRejection);
    return () => win.removeEventListener('unhandledrejection', onRejection);
  }, [win, key]);
  return sentence;
}
