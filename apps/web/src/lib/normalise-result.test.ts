import { describe, expect, it } from 'vitest';
import { fieldErrorMap, normaliseResult, splitFieldMessages, toFieldErrors } from './normalise-result';

describe('normaliseResult (member-area spec §8)', () => {
  it('200 without an error message is OK with the result', () => {
    expect(normaliseResult({ responseCode: '200', errorMessage: null, result: [1, 2] })).toEqual({
      status: 200,
      statusText: 'OK',
      data: [1, 2],
    });
  });

  it('keeps totalRecord for paged lists', () => {
    expect(normaliseResult({ responseCode: '200', errorMessage: null, result: [], totalRecord: 42 })).toEqual({
      status: 200,
      statusText: 'OK',
      data: [],
      totalRecord: 42,
    });
  });

  it('reads `data` when an answer has no `result`', () => {
    expect(normaliseResult({ responseCode: '200', data: { coin: 5 } })).toMatchObject({ status: 200, data: { coin: 5 } });
  });

  it('200 with a null result is still OK (e.g. a delete)', () => {
    expect(normaliseResult({ responseCode: '200', errorMessage: null, result: null })).toEqual({
      status: 200,
      statusText: 'OK',
      data: null,
    });
  });

  it('200 with an empty error message (string or list) is OK', () => {
    expect(normaliseResult({ responseCode: '200', errorMessage: '', result: 1 }).status).toBe(200);
    expect(normaliseResult({ responseCode: '200', errorMessage: '   ', result: 1 }).status).toBe(200);
    expect(normaliseResult({ responseCode: '200', errorMessage: [], result: 1 }).status).toBe(200);
    expect(normaliseResult({ responseCode: '200', errorMessage: [{ email: '' }], result: 1 }).status).toBe(200);
  });

  it('200 with a non-empty error message becomes 400 Bad Request with a per-field list and no data', () => {
    expect(normaliseResult({ responseCode: '200', errorMessage: [{ email: 'Email is incorrect' }], result: { id: 1 } })).toEqual({
      status: 400,
      statusText: 'Bad Request',
      data: null,
      errors: [{ field: 'email', message: 'Email is incorrect' }],
    });
  });

  it('200 with a "field: message" string becomes 400 with split field errors', () => {
    expect(normaliseResult({ responseCode: '200', errorMessage: 'name: Required, phone1: Digits only', result: null })).toEqual({
      status: 400,
      statusText: 'Bad Request',
      data: null,
      errors: [
        { field: 'name', message: 'Required' },
        { field: 'phone1', message: 'Digits only' },
      ],
    });
  });

  it('400 is Bad Request with the field list', () => {
    expect(
      normaliseResult({
        responseCode: '400',
        errorMessage: [{ postelCode: 'Must be 5 digits' }, { phone: 'Please fill data' }],
        result: null,
      }),
    ).toEqual({
      status: 400,
      statusText: 'Bad Request',
      data: null,
      errors: [
        { field: 'postelCode', message: 'Must be 5 digits' },
        { field: 'phone', message: 'Please fill data' },
      ],
    });
  });

  it('400 with a plain sentence keeps it whole without a field', () => {
    expect(normaliseResult({ responseCode: '400', errorMessage: 'Unable to delete default addresses', result: null })).toEqual({
      status: 400,
      statusText: 'Bad Request',
      data: null,
      errors: [{ field: null, message: 'Unable to delete default addresses' }],
    });
  });

  it('400 without any message is still Bad Request, with an empty list', () => {
    expect(normaliseResult({ responseCode: '400', errorMessage: null, result: null })).toEqual({
      status: 400,
      statusText: 'Bad Request',
      data: null,
      errors: [],
    });
  });

  it('500 is Internal Server Error with no data, even if the server sent some', () => {
    expect(normaliseResult({ responseCode: '500', errorMessage: 'boom', result: { secret: true } })).toEqual({
      status: 500,
      statusText: 'Internal Server Error',
      data: null,
      responseCode: '500',
    });
  });

  it.each(['401', '404', '413', '429', '502', '', 'abc'])('any other code (%s) is Internal Server Error with no data', (code) => {
    const normalised = normaliseResult({ responseCode: code, errorMessage: 'x', result: { a: 1 } });
    expect(normalised.status).toBe(500);
    expect(normalised.statusText).toBe('Internal Server Error');
    expect(normalised.data).toBeNull();
  });

  it('accepts a numeric responseCode as the string it should be', () => {
    expect(normaliseResult({ responseCode: 200 as unknown as string, result: 'ok' }).status).toBe(200);
  });
});

describe('splitFieldMessages (member-area spec §5)', () => {
  it('splits "field: message" parts separated by ", "', () => {
    expect(splitFieldMessages('email: Email is required., password: password must be at least 3 characters.')).toEqual([
      { field: 'email', message: 'Email is required.' },
      { field: 'password', message: 'password must be at least 3 characters.' },
    ]);
  });

  it('does not split a message that contains a comma of its own', () => {
    expect(splitFieldMessages('newPassword: Use 8 or more characters, with letters, numbers & symbols, name: Required')).toEqual([
      { field: 'newPassword', message: 'Use 8 or more characters, with letters, numbers & symbols' },
      { field: 'name', message: 'Required' },
    ]);
  });

  it('keeps Thai messages intact', () => {
    expect(splitFieldMessages('currentPassword: รหัสผ่านปัจจุบันไม่ถูกต้อง, phone1: กรุณากรอกตัวเลขเท่านั้น')).toEqual([
      { field: 'currentPassword', message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง' },
      { field: 'phone1', message: 'กรุณากรอกตัวเลขเท่านั้น' },
    ]);
  });

  it('accepts dotted and bracketed field paths', () => {
    expect(splitFieldMessages('address.postelCode: Must be 5 digits, items[0].amount: Too many')).toEqual([
      { field: 'address.postelCode', message: 'Must be 5 digits' },
      { field: 'items[0].amount', message: 'Too many' },
    ]);
  });

  it('a sentence without a field prefix stays one message with field null', () => {
    expect(splitFieldMessages('Email or Password is invalid. Please try again')).toEqual([
      { field: null, message: 'Email or Password is invalid. Please try again' },
    ]);
  });

  it('a Thai sentence with a colon is not mistaken for a field', () => {
    expect(splitFieldMessages('หมายเหตุ: กรุณาลองใหม่')).toEqual([{ field: null, message: 'หมายเหตุ: กรุณาลองใหม่' }]);
  });

  it('"field:" with nothing after it is kept as plain text', () => {
    expect(splitFieldMessages('email:')).toEqual([{ field: null, message: 'email:' }]);
  });

  it('empty or blank text gives no errors', () => {
    expect(splitFieldMessages('')).toEqual([]);
    expect(splitFieldMessages('   ')).toEqual([]);
  });

  it('trims around parts', () => {
    expect(splitFieldMessages('  name :  Required  ')).toEqual([{ field: 'name', message: 'Required' }]);
  });
});

describe('toFieldErrors', () => {
  it('flattens a list of records, several keys per record, in order', () => {
    expect(toFieldErrors([{ name: 'Required', surname: 'Required' }, { phone: 'Too long' }])).toEqual([
      { field: 'name', message: 'Required' },
      { field: 'surname', message: 'Required' },
      { field: 'phone', message: 'Too long' },
    ]);
  });

  it('skips empty messages and non-objects', () => {
    expect(toFieldErrors([{ name: '' }, null as unknown as Record<string, string>, { phone: 'x' }])).toEqual([{ field: 'phone', message: 'x' }]);
  });

  it('null and undefined are no errors', () => {
    expect(toFieldErrors(null)).toEqual([]);
    expect(toFieldErrors(undefined)).toEqual([]);
  });
});

describe('fieldErrorMap', () => {
  it('keeps the first message per field and puts unnamed ones under "_"', () => {
    expect(
      fieldErrorMap([
        { field: 'email', message: 'first' },
        { field: 'email', message: 'second' },
        { field: null, message: 'general' },
      ]),
    ).toEqual({ email: 'first', _: 'general' });
  });
});
