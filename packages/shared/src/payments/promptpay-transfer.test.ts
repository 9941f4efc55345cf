import { describe, expect, it } from 'vitest';
import { hasValidEmvCrc } from './emv-tlv';
import { promptPayIdKind, promptPayTransfer } from './promptpay-transfer';

// The published PromptPay transfers (tag 29) of /work/shared/data/thai-qr-vectors.md, from promptpay-qr.
const toPhone = '00020101021129370016A000000677010111011300668012345675802TH530376463046197';
const toTaxId = '00020101021129370016A000000677010111021311111111111115802TH530376463047B5A';
const toPhoneWithAmount = '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469';

describe('promptPayTransfer', () => {
  it('writes the published payload to a mobile number, CRC included', () => {
    expect(promptPayTransfer({ id: '0801234567' })).toBe(toPhone);
  });

  it('writes the published payload to a 13-digit id', () => {
    expect(promptPayTransfer({ id: '1111111111111' })).toBe(toTaxId);
  });

  it('writes the published payload with an amount of 4.22 baht as a one-time QR', () => {
    expect(promptPayTransfer({ id: '0000000000', amountSatang: 422 })).toBe(toPhoneWithAmount);
  });

  it('puts an e-wallet id under its own tag and keeps a whole amount in two decimals', () => {
    const payload = promptPayTransfer({ id: '140000000000001', amountSatang: 150000 });
    expect(payload).toContain('0315140000000000001');
    expect(payload).toContain('54071500.00');
    expect(hasValidEmvCrc(payload)).toBe(true);
  });

  it('refuses what is not a PromptPay id', () => {
    for (const id of ['', '081234567', '1812345678', '12345678901234', '08-1234-5678']) {
      expect(() => promptPayTransfer({ id })).toThrow(RangeError);
      expect(promptPayIdKind(id)).toBeNull();
    }
  });
});
