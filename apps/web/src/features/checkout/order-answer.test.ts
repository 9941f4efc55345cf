import { describe, expect, it } from 'vitest';
import { readOrderAnswer, refusalStep } from './order-answer';

const order = { orderNo: 'PS261122ABC123', orderId: 12, netTotalPrice: 520, expiryDate: '2026-11-22T10:30:00.000Z', productType: 'regular' };

describe('refusalStep', () => {
  it('goes back to the cart for 1, and stays on the order details otherwise', () => {
    expect(refusalStep(1)).toBe(1);
    expect(refusalStep('1')).toBe(1);
    expect(refusalStep(2)).toBe(2);
    expect(refusalStep(null)).toBe(2);
    expect(refusalStep(3)).toBe(2);
    expect(refusalStep(undefined)).toBe(2);
  });
});

describe('readOrderAnswer', () => {
  it('answers the order placed', () => {
    expect(readOrderAnswer(200, { responseCode: '200', errorMessage: null, result: order })).toEqual({ kind: 'placed', order });
  });

  it('reads a refusal as the spec’s list: the message first, then the result (the step its OK goes to)', () => {
    expect(
      readOrderAnswer(400, {
        responseCode: '400',
        errorMessage: [{ message: 'Your cart has changed. Please check it again.' }, { result: '1' }],
        result: null,
      }),
    ).toEqual({ kind: 'refused', message: 'Your cart has changed. Please check it again.', step: 1 });
    expect(readOrderAnswer(400, { responseCode: '400', errorMessage: [{ message: 'กรุณาเพิ่มที่อยู่จัดส่ง' }, { result: '2' }], result: null })).toEqual({
      kind: 'refused',
      message: 'กรุณาเพิ่มที่อยู่จัดส่ง',
      step: 2,
    });
  });

  it('goes by position, not by key, and stays on step 2 when no result follows', () => {
    expect(readOrderAnswer(400, { responseCode: '400', errorMessage: [{ products: 'Please select a product.' }, { step: '1' }], result: null })).toEqual({
      kind: 'refused',
      message: 'Please select a product.',
      step: 1,
    });
    expect(readOrderAnswer(400, { responseCode: '400', errorMessage: 'Please select payment method.', result: null })).toEqual({
      kind: 'refused',
      message: 'Please select payment method.',
      step: 2,
    });
  });

  it('applies the 401 rule', () => {
    expect(readOrderAnswer(401, { responseCode: '401', errorMessage: 'Unauthorized', result: null })).toEqual({ kind: 'unauthorized' });
    expect(readOrderAnswer(401, null)).toEqual({ kind: 'unauthorized' });
  });

  it('calls everything else a failure: a 500, a conflict, a proxy’s page, a 200 without the order', () => {
    expect(readOrderAnswer(500, { responseCode: '500', errorMessage: 'Is unavailable at this time.', result: null })).toEqual({ kind: 'failed' });
    expect(readOrderAnswer(409, { responseCode: '409', errorMessage: 'This request was already used.', result: null })).toEqual({ kind: 'failed' });
    expect(readOrderAnswer(502, null)).toEqual({ kind: 'failed' });
    expect(readOrderAnswer(200, { responseCode: '200', errorMessage: null, result: null })).toEqual({ kind: 'failed' });
    expect(readOrderAnswer(400, { responseCode: '400', errorMessage: null, result: 2 })).toEqual({ kind: 'failed' });
  });
});
