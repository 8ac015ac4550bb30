import { useEffect, useState } from 'react';
import { ACCOUNT_COPY } from '../../account/account-copy';
import { syncStatusText } from '../../account/account-view';
import { useAccountView } from '../../account/use-account-view';
import type { PanelProps } from '../define-command';
import type intentlyBackground from './intently-background';
import { OPEN_BAR_COMMAND } from '../../shared/open-bar-command';

/** /intently: about, shortcuts, the account (sign in, sign out), settings (the side icon bar and time bar switches), and the way to the main page. */
export function IntentlyPanel({ ctx }: PanelProps<typeof intentlyBackground>) {
  const [shortcut, setShortcut] = useState('');
  const [sideBar, setSideBar] = useState(false);
  const [timeBar, setTimeBar] = useState(true);
  const account = useAccountView(ctx.api);
  const [accountMessage, setAccountMessage] = useState('');
  useEffect(() => {
    void ctx.api.commands
      .getAll()
      .then((all) => setShortcut(all.find((c) => c.name === OPEN_BAR_COMMAND)?.shortcut || 'not set'));
    void ctx.call('sideBar').then(setSideBar);
    void ctx.shell('timeBar').then(setTimeBar);
  }, [ctx]);
  const toggle = async (on: boolean) => {
    setSideBar(on);
    await ctx.call('setSideBar', on, ctx.mode === 'overlay' ? (ctx.tab?.id ?? null) : null);
  };
  const toggleTimeBar = async (on: boolean) => {
    setTimeBar(on);
    await ctx.shell('setTimeBar', on);
  };
  const open = (url: string) => void ctx.api.tabs.create({ url, windowId: ctx.tab?.windowId }).then(ctx.close);
  return (
    <div className="about">
      <p>
        <strong>Intently {ctx.api.runtime.getManifest().version}</strong> — a command bar for everything. Browse with
        intention.
      </p>
      <h3>Shortcuts</h3>
      <ul className="list">
        <li>
          Press {navigator.platform.includes('Mac') ? '⌘' : 'Ctrl'} twice quickly on any web page to open the bar.
        </li>
        <li>
          Keyboard shortcut: <kbd>{shortcut}</kbd> (change it at chrome://extensions/shortcuts), or the toolbar button.
        </li>
        <li>↑ ↓ to choose, Enter to run, Esc to close. Type / to list every command.</li>
      </ul>
      <h3>{ACCOUNT_COPY.title}</h3>
      {account?.profile ? (
        <p>
          {ACCOUNT_COPY.signedInAs(account.profile.name, account.profile.email)} · {syncStatusText(account.sync)}{' '}
          <button
            type="button"
            onClick={() =>
              void ctx.shell('signOut').then(setAccountMessage, (e: Error) => setAccountMessage(e.message))
            }
          >
            {ACCOUNT_COPY.signOut}
          </button>
        </p>
      ) : (
        <p>
          {ACCOUNT_COPY.pitch}{' '}
          <button
            type="button"
            onClick={() =>
              void ctx
                .shell('signIn', ctx.tab?.windowId ?? null)
                .then(ctx.close, (e: Error) => setAccountMessage(e.message))
            }
          >
            {ACCOUNT_COPY.signIn}
          </button>
        </p>
      )}
      {(accountMessage || account?.notice) && <p role="status">{accountMessage || account?.notice}</p>}
      <h3>Settings</h3>
      <label className="setting">
        <input type="checkbox" checked={sideBar} onChange={(e) => void toggle(e.target.checked)} /> Show the side icon
        bar on web pages
      </label>
      <label className="setting">
        <input type="checkbox" checked={timeBar} onChange={(e) => void toggleTimeBar(e.target.checked)} /> Show the time
        bar (daily limit or focus timer) on web pages
      </label>
      <p>
        <button type="button" onClick={() => open(ctx.api.runtime.getURL('/app.html?page=main'))}>
          Open the Intently main page
        </button>
      </p>
    </div>
  );
}
