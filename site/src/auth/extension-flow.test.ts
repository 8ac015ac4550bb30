import { describe, expect, it } from 'vitest';
import { extensionFlow, strayRequest } from './extension-flow';

const FLOW = `extension_${'a'.repeat(32)}`;
const EXTENSION = 'eacooblfibgejfbobebbfnhdkkfcmehj';

describe('extensionFlow (the extension opened /auth for a flow it started)', () => {
  it.each([
    [`source=extension&flow=${FLOW}`, { flow: FLOW, grant: null }],
    [`source=extension&grant=gmail&flow=${FLOW}`, { flow: FLOW, grant: 'gmail' }],
    [`source=extension&grant=calendar&flow=${FLOW}`, { flow: FLOW, grant: 'calendar' }],
    [`source=extension&grant=slack&flow=${FLOW}`, { flow: FLOW, grant: 'slack' }],
    [`source=extension&grant=drive&flow=${FLOW}`, { flow: FLOW, grant: null }],
    [`flow=${FLOW}`, undefined],
    ['source=extension&flow=extension_short', undefined],
    [`source=extension&grant=slack&extension=${EXTENSION}`, undefined],
  ])('reads %s', (query, flow) => expect(extensionFlow(new URLSearchParams(query))).toEqual(flow));
});

describe('strayRequest (a link that asks for a sign-in or grant without a flow the extension opened)', () => {
  it.each([
    [`source=extension&grant=slack&extension=${EXTENSION}`, true],
    [`source=extension&state=extension_abc&challenge=${'c'.repeat(43)}&extension=${EXTENSION}`, true],
    ['source=extension&grant=gmail', true],
    [`source=extension&grant=slack&flow=extension_short&extension=${EXTENSION}`, true],
    [`source=extension&grant=slack&flow=${FLOW}&extension=${EXTENSION}`, false],
    ['source=extension', false],
    ['code=abc&state=extension_abc', false],
    ['', false],
  ])('%s → %s', (query, stray) => expect(strayRequest(new URLSearchParams(query))).toBe(stray));
});
