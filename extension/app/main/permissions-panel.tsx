import { useCallback, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { askForPermission, rememberRefused } from '../../shared/ask-permission';
import { PERMISSION_COPY, type OptionalPermission } from '../../shared/permission-copy';

/** The manifest's optional permissions (issue 34): none in the test build, which asks for all of them at install. */
const optionalPermissions = () =>
  (browser.runtime.getManifest().optional_permissions ?? []).filter(
    (permission): permission is OptionalPermission => permission in PERMISSION_COPY,
  );

/**
 * The main page's Permissions panel: each optional permission with what it is for, whether it is allowed, and a
 * button to allow it (Chrome's prompt, from the click) or remove it. Follows changes made elsewhere (a feature's own
 * request, chrome://extensions) through permissions.onAdded and onRemoved.
 */
export function PermissionsPanel() {
  const [held, setHeld] = useState<Partial<Record<OptionalPermission, boolean>>>({});
  const [note, setNote] = useState('');
  const read = useCallback(async () => {
    const all = new Set((await browser.permissions.getAll()).permissions ?? []);
    setHeld(Object.fromEntries(optionalPermissions().map((permission) => [permission, all.has(permission)])));
  }, []);
  useEffect(() => {
    void read();
    const changed = () => void read();
    browser.permissions.onAdded.addListener(changed);
    browser.permissions.onRemoved.addListener(changed);
    return () => {
      browser.permissions.onAdded.removeListener(changed);
      browser.permissions.onRemoved.removeListener(changed);
    };
  }, [read]);
  const permissions = optionalPermissions();
  if (permissions.length === 0) return null;

  const allow = async (permission: OptionalPermission) => {
    setNote(PERMISSION_COPY[permission].why);
    setNote((await askForPermission(browser.permissions, permission)) ? '' : PERMISSION_COPY[permission].refused);
    await read();
  };
  const remove = async (permission: OptionalPermission) => {
    setNote('');
    await browser.permissions.remove({ permissions: [permission] });
    await rememberRefused(browser.storage.local, permission); // removed here: a timer or /group does not ask again
    await read();
  };
  return (
    <section id="permissions" className="panel" aria-labelledby="permissions-title">
      <h2 id="permissions-title">Permissions</h2>
      <p className="muted">Intently asks for these only when a feature needs them; allow or remove each here.</p>
      <ul className="list">
        {permissions.map((permission) => (
          <li key={permission} aria-label={PERMISSION_COPY[permission].label}>
            <strong>{PERMISSION_COPY[permission].label}</strong>: {PERMISSION_COPY[permission].why}{' '}
            {held[permission] ? (
              <button type="button" className="button" onClick={() => void remove(permission)}>
                Remove
              </button>
            ) : (
              <button type="button" className="button" onClick={() => void allow(permission)}>
                Allow
              </button>
            )}
          </li>
        ))}
      </ul>
      {note && (
        <p className="muted" role="status">
          {note}
        </p>
      )}
    </section>
  );
}
