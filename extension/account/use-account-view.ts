import { useEffect, useState } from 'react';
import type { WxtBrowser } from 'wxt/browser';
import { ACCOUNT_VIEW_KEY, readAccountView, type AccountView } from './account-view';

/** The account view for a page, kept current as the background signs in, syncs or signs out (null while it loads). */
export function useAccountView(api: Pick<WxtBrowser, 'storage'>): AccountView | null {
  const [view, setView] = useState<AccountView | null>(null);
  useEffect(() => {
    const load = () => void readAccountView(api.storage.local).then(setView);
    const listener = (changes: Record<string, unknown>, area: string) => {
      if (area === 'local' && ACCOUNT_VIEW_KEY in changes) load();
    };
    load();
    api.storage.onChanged.addListener(listener);
    return () => api.storage.onChanged.removeListener(listener);
  }, [api]);
  return view;
}
