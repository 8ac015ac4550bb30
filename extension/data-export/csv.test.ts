import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('toCsv', () => {
  it.each([
    ['plain cells', [['a', 'b']], 'a,b\r\n'],
    ['a comma', [['a,b']], '"a,b"\r\n'],
    ['a quote', [['say "hi"']], '"say ""hi"""\r\n'],
    ['a line break', [['two\nlines']], '"two\nlines"\r\n'],
    ['a formula', [['=HYPERLINK("x")']], '"\'=HYPERLINK(""x"")"\r\n'],
    ['plus, minus and at', [['+1', '-1', '@SUM(A1)']], "'+1,'-1,'@SUM(A1)\r\n"],
    ['a leading quote', [["'quoted"]], "''quoted\r\n"],
    ['empty cells', [['', 'x', '']], ',x,\r\n'],
  ])('%s', (_name, rows, expected) => {
    expect(toCsv(rows)).toBe(expected);
  });
});

describe('parseCsv', () => {
  it.each([
    [
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [[['a,b', 'say "hi"', 'two\r\nlines']]],
    [[['=1+1', '+x', '-5', '@me', "'already", "''twice"]]],
    [[['', '', '']]],
    [[['ünïcødé 日本', '😀']]],
  ])('round-trips %j', (rows) => {
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });

  it('reads LF line ends and a last line without one', () => {
    expect(parseCsv('a,b\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it.each([
    ['"open', 'Line 1 of the CSV should close its quoted field.'],
    ['a\n"x"y', 'Line 2 of the CSV should have a comma or a line end after a closing quote.'],
  ])('rejects %j', (text, message) => {
    expect(() => parseCsv(text)).toThrow(message);
  });
});
