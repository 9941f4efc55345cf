/**
 * The Thai banks a shop's account for transfers can be at (Bank of Thailand's commercial and
 * specialised banks that take PromptPay), by their usual short code, with the names shoppers know.
 */
export const THAI_BANKS = {
  BBL: { th: 'ธนาคารกรุงเทพ', en: 'Bangkok Bank' },
  KBANK: { th: 'ธนาคารกสิกรไทย', en: 'Kasikornbank' },
  KTB: { th: 'ธนาคารกรุงไทย', en: 'Krungthai Bank' },
  SCB: { th: 'ธนาคารไทยพาณิชย์', en: 'Siam Commercial Bank' },
  BAY: { th: 'ธนาคารกรุงศรีอยุธยา', en: 'Krungsri (Bank of Ayudhya)' },
  TTB: { th: 'ธนาคารทหารไทยธนชาต', en: 'TMBThanachart Bank' },
  GSB: { th: 'ธนาคารออมสิน', en: 'Government Savings Bank' },
  BAAC: { th: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', en: 'BAAC' },
  GHB: { th: 'ธนาคารอาคารสงเคราะห์', en: 'Government Housing Bank' },
  UOB: { th: 'ธนาคารยูโอบี', en: 'UOB' },
  CIMBT: { th: 'ธนาคารซีไอเอ็มบี ไทย', en: 'CIMB Thai' },
  KKP: { th: 'ธนาคารเกียรตินาคินภัทร', en: 'Kiatnakin Phatra Bank' },
  LHB: { th: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', en: 'Land and Houses Bank' },
  TISCO: { th: 'ธนาคารทิสโก้', en: 'TISCO Bank' },
} as const;

export type ThaiBankCode = keyof typeof THAI_BANKS;
export const THAI_BANK_CODES = Object.keys(THAI_BANKS) as [ThaiBankCode, ...ThaiBankCode[]];
