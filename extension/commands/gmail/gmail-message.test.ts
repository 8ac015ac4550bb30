import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { gmailRawMessage } from './gmail-message';

const decode = (raw: string) => Buffer.from(raw, 'base64url').toString('utf8');

describe('gmailRawMessage', () => {
  it.each([
    ['ASCII', { addr: 'alice@example.com' }, [{ addr: 'bob@example.org' }], 'Lunch?', 'At noon.'],
    [
      'non-ASCII subject, names and body',
      { name: 'Alice Löwe', addr: 'alice@example.com' },
      [
        { name: 'Zoë Ångström', addr: 'zoe@example.com' },
        { name: '李雷', addr: 'li@example.cn' },
        { addr: 'bob@example.org' },
      ],
      'Grüße aus Zürich — 日本語の件名 ✓ and a subject long enough to need more than one line of header text',
      `Hallo Zoë,\nça va ? 你好 😀\n\n${'Ein langer Absatz, der weit über sechsundsiebzig Zeichen hinausgeht. '.repeat(5)}\n— Alice`,
    ],
  ])(
    'builds a %s message that a MIME parser reads back field for field',
    async (_case, sender, recipients, subject, body) => {
      const raw = gmailRawMessage(sender, recipients, subject, body);
      expect(raw).toMatch(/^[\w-]+$/); // base64url, as `raw` must be
      const text = decode(raw);
      expect(text.split('\r\n').every((line) => line.length <= 998)).toBe(true);
      expect([...text].every((char) => char.charCodeAt(0) < 128)).toBe(true); // 7-bit clean: every non-ASCII character is encoded
      const parsed = await PostalMime.parse(text);
      expect(parsed.subject).toBe(subject);
      expect(parsed.from).toEqual({ name: 'name' in sender ? sender.name : '', address: sender.addr });
      expect(parsed.to).toEqual(recipients.map((r) => ({ name: 'name' in r ? r.name : '', address: r.addr })));
      expect(parsed.text?.replace(/\r\n/g, '\n')).toBe(body);
    },
  );
});
