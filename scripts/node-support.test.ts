import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isOlderThan, LTS_NODE_VERSION, olderNodeNotice, supportedNodeRange } from './node-support.mjs';

/** The `engines.node` of an installed package. */
const enginesOf = (name: string) =>
  (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { engines?: { node?: string } }).engines
    ?.node ?? '';

describe('the Node.js this project supports', () => {
  it("is package.json's >=22.12, which WXT, eventsource-parser and @axe-core/playwright ask for", () => {
    expect(supportedNodeRange()).toBe('>=22.12');
    expect(enginesOf('wxt')).toBe('>=22');
    expect(enginesOf('eventsource-parser')).toBe('>=22.12');
    expect(enginesOf('@axe-core/playwright')).toBe('>=22.12.0');
    expect(isOlderThan(LTS_NODE_VERSION, supportedNodeRange())).toBe(false);
  });

  it.each([
    ['20.20.2', true],
    ['v22.11.0', true],
    ['22.12.0', false],
    ['22.12', false],
    ['24.19.0', false],
    ['23.0.0', false],
  ])('%s is older than >=22.12: %s', (version, older) => {
    expect(isOlderThan(version, '>=22.12')).toBe(older);
  });

  it('refuses a range of another form with a sentence', () => {
    expect(() => isOlderThan('20.0.0', '^22')).toThrow(
      `package.json's engines.node must read ">=<version>", like ">=22.12", not "^22".`,
    );
  });

  it('prints one line on an older Node and nothing on a supported one', () => {
    expect(olderNodeNotice('20.20.2', '>=22.12')).toBe(
      `Node 20.20.2 is older than this project supports (>=22.12, package.json's engines): it still runs here, but production needs Node 22 or 24 LTS, and npm test also runs the server's deploy tests on Node ${LTS_NODE_VERSION}.`,
    );
    expect(olderNodeNotice('24.19.0', '>=22.12')).toBeNull();
  });
});
