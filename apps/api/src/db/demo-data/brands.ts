import type { BrandSeed } from './types';

// Real pet-food and accessory brands sold in Thai pet shops. Thai names follow how Thai
// retailers spell them. Ids are stable: categories and demo products refer to them.
export const demoBrands: BrandSeed[] = [
  { id: 910000001, nameTh: 'รอยัล คานิน', nameEn: 'Royal Canin', seoUrl: 'royal-canin', sortOrder: 1 },
  { id: 910000002, nameTh: 'เพดดิกรี', nameEn: 'Pedigree', seoUrl: 'pedigree', sortOrder: 2 },
  { id: 910000003, nameTh: 'วิสกัส', nameEn: 'Whiskas', seoUrl: 'whiskas', sortOrder: 3 },
  { id: 910000004, nameTh: 'สมาร์ทฮาร์ท', nameEn: 'SmartHeart', seoUrl: 'smartheart', sortOrder: 4 },
  { id: 910000005, nameTh: 'มีโอ', nameEn: 'Me-O', seoUrl: 'me-o', sortOrder: 5 },
  { id: 910000006, nameTh: 'เจอร์ไฮ', nameEn: 'Jerhigh', seoUrl: 'jerhigh', sortOrder: 6 },
  { id: 910000007, nameTh: 'เพียวริน่า โปรแพลน', nameEn: 'Purina Pro Plan', seoUrl: 'purina-pro-plan', sortOrder: 7 },
  { id: 910000008, nameTh: 'ฮิลส์ ไซแอนซ์ ไดเอท', nameEn: "Hill's Science Diet", seoUrl: 'hills-science-diet', sortOrder: 8 },
  { id: 910000009, nameTh: 'ฟริสกี้ส์', nameEn: 'Friskies', seoUrl: 'friskies', sortOrder: 9 },
  { id: 910000010, nameTh: 'คานิว่า', nameEn: 'Kaniva', seoUrl: 'kaniva', sortOrder: 10 },
  { id: 910000011, nameTh: 'บ๊อกด๊อก', nameEn: 'Bok Dok', seoUrl: 'bok-dok', sortOrder: 11 },
  { id: 910000012, nameTh: 'สลิคกี้', nameEn: 'Sleeky', seoUrl: 'sleeky', sortOrder: 12 },
  { id: 910000013, nameTh: 'รีกาลอส', nameEn: 'Regalos', seoUrl: 'regalos', sortOrder: 13 },
  { id: 910000014, nameTh: 'เน็กโกะ', nameEn: 'Nekko', seoUrl: 'nekko', sortOrder: 14 },
  { id: 910000015, nameTh: 'เพ็ทเอท', nameEn: 'Pet8', seoUrl: 'pet8', sortOrder: 15 },
  { id: 910000016, nameTh: 'แบร์ริ่ง', nameEn: 'Bearing', seoUrl: 'bearing', sortOrder: 16 },
  { id: 910000017, nameTh: 'เตตร้า', nameEn: 'Tetra', seoUrl: 'tetra', sortOrder: 17 },
  { id: 910000018, nameTh: 'ฮิคาริ', nameEn: 'Hikari', seoUrl: 'hikari', sortOrder: 18 },
  { id: 910000019, nameTh: 'ซากุระ', nameEn: 'Sakura', seoUrl: 'sakura', sortOrder: 19 },
  { id: 910000020, nameTh: 'โอกิโกะ', nameEn: 'Okiko', seoUrl: 'okiko', sortOrder: 20 },
  { id: 910000021, nameTh: 'เวอร์เซเล-ลากา', nameEn: 'Versele-Laga', seoUrl: 'versele-laga', sortOrder: 21 },
  { id: 910000022, nameTh: 'เคที', nameEn: 'Kaytee', seoUrl: 'kaytee', sortOrder: 22 },
  { id: 910000023, nameTh: 'อ็อกซ์โบว์', nameEn: 'Oxbow', seoUrl: 'oxbow', sortOrder: 23 },
  { id: 910000024, nameTh: 'มารุคัง', nameEn: 'Marukan', seoUrl: 'marukan', sortOrder: 24 },
  { id: 910000025, nameTh: 'แคทอิท', nameEn: 'Catit', seoUrl: 'catit', sortOrder: 25 },
  { id: 910000026, nameTh: 'คอง', nameEn: 'KONG', seoUrl: 'kong', sortOrder: 26 },
  { id: 910000027, nameTh: 'ทริกซี่', nameEn: 'Trixie', seoUrl: 'trixie', sortOrder: 27 },
  { id: 910000028, nameTh: 'เฟอร์พลาสต์', nameEn: 'Ferplast', seoUrl: 'ferplast', sortOrder: 28 },
];
