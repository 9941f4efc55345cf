import { describe, expect, it } from 'vitest';
import { isValidThaiTaxId } from './tax-id';

describe('isValidThaiTaxId', () => {
  it.each(['1234545678781', '0994000617721', '3100600445635', '0993000133978'])('accepts the published valid id %s', (id) => {
    expect(isValidThaiTaxId(id)).toBe(true);
  });

  it.each(['1234545678789', '123454567878', '12345456787812', '123454567878a', '', ' 1234545678781'])('refuses %j', (id) => {
    expect(isValidThaiTaxId(id)).toBe(false);
  });
});
