/**
 * The demo shop's account for bank transfers: the demo company's tax id (the default Thai QR
 * biller's) as its PromptPay id, so the transfer QR scans in a banking app without paying a person.
 */
export const demoTransferAccount = {
  bankCode: 'KBANK',
  accountName: 'บจก. พอสุข (Pawsook Co., Ltd.)',
  accountNumber: '0481234567',
  promptPayId: '0994000617721',
} as const;
