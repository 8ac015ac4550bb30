import { describe, expect, it } from 'vitest';
import { hostPortGate } from './host-port-gate';

describe('the bar frame takes one port, its content script’s (issue 33)', () => {
  it.each([
    ['the secret', 'own', ['own'], [true]],
    ['the secret twice: only the first', 'own', ['own', 'own'], [true, false]],
    ['a guess, then the secret', 'own', ['guess', 'own'], [false, true]],
    ['the secret, then anything', 'own', ['own', 'guess', undefined], [true, false, false]],
    ['no secret', 'own', [undefined, null, ''], [false, false, false]],
    ['anything, where the frame got no secret', null, [null, undefined, 'own'], [false, false, false]],
  ])('offered %s', async (_what, secret, offers, taken) => {
    const take = hostPortGate(Promise.resolve(secret));
    expect(await Promise.all(offers.map(take))).toEqual(taken);
  });
});
