import { describe, expect, it } from 'vitest';
import { csvFile, typed } from './csv-file';

describe('csvFile', () => {
  it('writes UTF-8 with a byte-order mark, every field quoted, CRLF lines', () => {
    expect(
      csvFile(
        ['a', 'b'],
        [
          ['x "y"', 3],
          ['ไทย', '-1.00'],
        ],
      ),
    ).toBe('\uFEFF"a","b"\r\n"x ""y""","3"\r\n"ไทย","-1.00"\r\n');
  });

  it('writes what someone typed as text when it would start a formula', () => {
    expect(csvFile(['name'], [[typed('=HYPERLINK("x")')], [typed('@SUM(A1)')], [typed('-2+3')], [typed('Malee')]])).toBe(
      '\uFEFF"name"\r\n"\'=HYPERLINK(""x"")"\r\n"\'@SUM(A1)"\r\n"\'-2+3"\r\n"Malee"\r\n',
    );
  });
});
