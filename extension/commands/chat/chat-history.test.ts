import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshDatabases } from '../../storage/fresh-databases';
import { addToChat, clearChat, loadChat, MAX_KEPT_MESSAGES } from './chat-history';

const db = freshDatabases();

describe('the /chat conversation on the device', () => {
  beforeEach(() => clearChat(db.tools()));

  it('keeps questions, answers and shared page text in order, and forgets them on New chat', async () => {
    const context = { source: 'page' as const, title: 'Docs', url: 'https://docs.dev/', text: 'Install with npm.' };
    await addToChat(
      db.tools(),
      [
        { role: 'user', content: 'How?', context },
        { role: 'assistant', content: 'Like **this**.' },
      ],
      1,
    );
    await addToChat(
      db.tools(),
      [
        { role: 'user', content: 'Thanks' },
        { role: 'assistant', content: 'You are welcome.' },
      ],
      2,
    );
    expect(await loadChat(db.tools())).toEqual([
      { role: 'user', content: 'How?', context },
      { role: 'assistant', content: 'Like **this**.' },
      { role: 'user', content: 'Thanks' },
      { role: 'assistant', content: 'You are welcome.' },
    ]);
    await clearChat(db.tools());
    expect(await loadChat(db.tools())).toEqual([]);
  });

  it(`keeps the latest ${MAX_KEPT_MESSAGES} messages`, async () => {
    for (let i = 0; i < MAX_KEPT_MESSAGES / 2 + 1; i++)
      await addToChat(
        db.tools(),
        [
          { role: 'user', content: `q${i}` },
          { role: 'assistant', content: `a${i}` },
        ],
        i,
      );
    const kept = await loadChat(db.tools());
    expect(kept).toHaveLength(MAX_KEPT_MESSAGES);
    expect(kept[0]).toEqual({ role: 'user', content: 'q1' });
  });
});
