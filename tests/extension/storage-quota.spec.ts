import { expect, test } from '../fixtures/extension';
import { openMainPage } from './tracker-helpers';
import type { IntentlyDb } from '../../extension/storage/db';
import type { ToolsDb } from '../../extension/storage/tools-db';

/** The part of Chrome's Storage Buckets API the test uses. */
interface StorageBucketManager {
  open(name: string, options: { quota: number }): Promise<{ indexedDB: IDBFactory }>;
}

declare global {
  interface Window {
    intentlyDatabases?: { IntentlyDb: typeof IntentlyDb; ToolsDb: typeof ToolsDb };
  }
}

/**
 * Issue 38: a write the browser refuses for lack of space. With `unlimitedStorage` Chrome skips the quota check for the
 * extension's own storage (`Storage.overrideQuotaForOrigin` changes what `estimate()` says, yet a 5 MB IndexedDB write
 * under a 1-byte override still succeeds), so the databases are opened, with their real classes and middleware, over
 * a Storage Bucket of 1,000 bytes, whose quota Chrome does enforce: the error is Chrome's own QuotaExceededError.
 */
test('A write refused for lack of space is shown on Your data with what was not saved, and the caller still fails', async ({
  context,
  extensionId,
  serviceWorker,
}) => {
  const main = await openMainPage(context, extensionId);
  await expect(main.getByLabel('Storage')).toBeVisible();
  const failure = await main.evaluate(async () => {
    // Storage Buckets are not in TypeScript's DOM types yet.
    const buckets = (navigator as unknown as { storageBuckets: StorageBucketManager }).storageBuckets;
    const bucket = await buckets.open('quota-e2e', { quota: 1000 });
    const tools = new window.intentlyDatabases!.ToolsDb('intently-tools', { indexedDB: bucket.indexedDB, IDBKeyRange });
    try {
      await tools.notes.bulkPut([
        { site: 'docs.dev', text: 'x'.repeat(2_000_000), updatedAt: 1 },
        { site: 'news.dev', text: 'y', updatedAt: 1 },
      ]);
      return 'saved';
    } catch (error) {
      const { name, inner } = error as Error & { inner?: Error };
      return `${name} ${inner?.name}`;
    } finally {
      tools.close();
    }
  });
  expect(failure).toBe('AbortError QuotaExceededError'); // the caller still sees the failure: Dexie's, with Chrome's inside
  const line = main.getByRole('alert', { name: 'Not saved' });
  await expect(line).toContainText(
    /^Not saved: 2 rows of notes at .+\. The browser has no more space for Intently: free disk space, or keep less browsing history, then export a backup\./,
  );
  const stored = await serviceWorker.evaluate(
    async () => (await chrome.storage.local.get('unsavedWrites')).unsavedWrites,
  );
  expect(stored).toEqual([{ database: 'intently-tools', table: 'notes', rows: 2, at: expect.any(Number) }]);

  await line.getByRole('button', { name: 'Dismiss' }).click();
  await expect(line).toHaveCount(0);
  await expect
    .poll(() => serviceWorker.evaluate(async () => (await chrome.storage.local.get('unsavedWrites')).unsavedWrites))
    .toBeUndefined();
});
