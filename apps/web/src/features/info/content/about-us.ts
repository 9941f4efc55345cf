import type { Bilingual, InfoDocument } from './info-document';

// The about-us page appends the live contact list (id contact-us-section) after these sections.
export const aboutUs: Bilingual<InfoDocument> = {
  th: {
    title: 'เกี่ยวกับเรา',
    lead: 'พอสุข (Pawsook) คือร้านออนไลน์ของคนรักสัตว์ ที่อยากให้ทุกออเดอร์ทำให้น้อง ๆ ที่บ้านมีความสุข และส่งต่อความสุขนั้นไปถึงน้อง ๆ ในศูนย์พักพิงด้วย',
    sections: [
      {
        id: 'who-we-are',
        heading: 'เราคือใคร',
        paragraphs: [
          'พอสุขเริ่มต้นเมื่อปี 2561 จากทีมเล็ก ๆ ในกรุงเทพฯ ที่บ้านแต่ละคนมีทั้งหมา แมว ปลา และกระต่าย เราเหนื่อยกับการแบกกระสอบอาหารกลับบ้านทุกเดือน และไม่เคยแน่ใจว่าของที่สั่งออนไลน์เป็นของแท้หรือของเก่าเก็บ เลยตั้งใจทำร้านแบบที่เราเองก็อยากซื้อ',
          'วันนี้เรามีสินค้ากว่า 5,000 รายการ ทั้งอาหาร ขนม ของเล่น ผลิตภัณฑ์ดูแลสุขภาพ และอุปกรณ์สำหรับสุนัข แมว ปลา นก และสัตว์เลี้ยงตัวเล็กอย่างหนูแฮมสเตอร์ กระต่าย และแกสบี้ ส่งตรงถึงหน้าบ้านคุณทั่วประเทศไทย',
        ],
      },
      {
        id: 'our-promise',
        heading: 'คำสัญญาของเรา',
        paragraphs: ['เราเลือกของให้น้อง ๆ ของคุณ เหมือนเลือกให้น้อง ๆ ของเราเอง'],
        bullets: [
          'ของแท้ 100% — รับสินค้าจากเจ้าของแบรนด์และตัวแทนจำหน่ายที่ได้รับการแต่งตั้งในประเทศไทยเท่านั้น',
          'สต็อกใหม่เสมอ — หมุนเวียนสินค้าแบบเข้าก่อนออกก่อน เก็บในคลังที่ควบคุมอุณหภูมิ และอาหารทุกถุงที่ส่งถึงมือคุณมีอายุเหลืออย่างน้อย 6 เดือน',
          'มีคุณหมอคอยแนะนำ — ทีมสัตวแพทย์ที่ปรึกษาช่วยคัดเลือกสินค้า เขียนบทความดูแลสัตว์เลี้ยง และตอบคำถามเรื่องอาหารและสุขภาพน้อง ๆ ทาง LINE',
          'แพ็กอย่างใส่ใจ ส่งไว — กันกระแทกทุกกล่อง ส่งถึงภายใน 1–3 วันทำการในกรุงเทพฯ และ 2–5 วันทำการในจังหวัดอื่น',
        ],
      },
      {
        id: 'pcg-coins',
        heading: 'PCG Coins',
        paragraphs: ['ช้อปกับพอสุขทุกครั้ง รับ PCG Coins สะสมไว้ใช้เป็นส่วนลดหรือแลกของรางวัล 1 เหรียญมีค่าเท่ากับ 1 บาทเมื่อนำมาใช้'],
        bullets: [
          'รับเหรียญต้อนรับเมื่อสมัครสมาชิกและยืนยันอีเมล',
          'รับเหรียญจากทุกคำสั่งซื้อ ดูจำนวนที่จะได้รับได้ก่อนยืนยันการสั่งซื้อ',
          'รับเหรียญเพิ่มเมื่อรีวิวสินค้าที่ได้รับแล้ว',
          'ใช้เหรียญเป็นส่วนลดตอนชำระเงิน หรือแลกของรางวัลได้ที่หน้าเหรียญสะสมในบัญชีของคุณ',
        ],
      },
      {
        id: 'donate-to-shelters',
        heading: 'ช้อปเพื่อน้องในศูนย์พักพิง',
        paragraphs: [
          'ในหมวด “สินค้าบริจาค” คุณเลือกซื้ออาหารและของใช้ที่ศูนย์พักพิงต้องการจริง ๆ แล้วเราจะจัดส่งถึงศูนย์ฯ โดยตรง ไม่ต้องขับรถไปเอง และติดตามสถานะได้เหมือนคำสั่งซื้อทั่วไป',
          'เราทำงานร่วมกับศูนย์พักพิงและมูลนิธิพันธมิตร เพื่ออัปเดตรายการสิ่งของที่แต่ละแห่งต้องการอยู่เสมอ เช่น',
        ],
        bullets: ['มูลนิธิบ้านอุ่นรักสัตว์ จ.ปทุมธานี', 'ศูนย์พักพิงสัตว์สุขใจ จ.เชียงใหม่', 'กลุ่มอาสาดูแลแมวจรริมคลอง กรุงเทพฯ', 'มูลนิธิเพื่อนสี่ขาอันดามัน จ.ภูเก็ต'],
      },
      {
        id: 'company-details',
        heading: 'ข้อมูลบริษัท',
        bullets: [
          'บริษัท พอสุข จำกัด',
          'เลขประจำตัวผู้เสียภาษี 0105561098763 (สำนักงานใหญ่)',
          'สำนักงานใหญ่: 88/9 อาคารพอสุข ชั้น 5 ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร 10310',
          'ศูนย์กระจายสินค้า: 199 หมู่ 6 ถนนบางนา-ตราด กม. 19 ตำบลบางโฉลง อำเภอบางพลี จังหวัดสมุทรปราการ 10540',
          'จดทะเบียนภาษีมูลค่าเพิ่ม ราคาสินค้าทุกรายการรวม VAT 7% แล้ว',
        ],
      },
    ],
  },
  en: {
    title: 'About us',
    lead: 'Pawsook is an online shop for pet lovers. We want every order to make the pets at home happy, and to pass some of that happiness on to the animals waiting in shelters.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        paragraphs: [
          'Pawsook started in 2018 as a small team in Bangkok whose homes were full of dogs, cats, fish and rabbits. We were tired of lugging sacks of food home every month and never being sure whether what we bought online was genuine or old stock, so we set out to build the shop we wanted to buy from ourselves.',
          'Today we stock more than 5,000 products — food, treats, toys, health care and accessories for dogs, cats, fish, birds and small pets such as hamsters, rabbits and guinea pigs — delivered to your door anywhere in Thailand.',
        ],
      },
      {
        id: 'our-promise',
        heading: 'Our promise',
        paragraphs: ['We choose products for your pets the way we choose them for our own.'],
        bullets: [
          'Genuine, always — we buy only from the brands themselves and their authorised distributors in Thailand.',
          'Fresh stock — we rotate stock first in, first out, keep it in a temperature-controlled warehouse, and every bag of food we send has at least six months left before its expiry date.',
          'Advice from vets — our consulting veterinarians help choose what we sell, write our pet-care guides and answer your questions about food and health on LINE.',
          'Careful packing, quick delivery — every box is padded and arrives within 1–3 working days in Bangkok and 2–5 working days elsewhere.',
        ],
      },
      {
        id: 'pcg-coins',
        heading: 'PCG Coins',
        paragraphs: [
          'Every time you shop with Pawsook you collect PCG Coins to use as a discount or exchange for rewards. One coin is worth 1 baht when you use it.',
        ],
        bullets: [
          'Welcome coins when you sign up and confirm your e-mail',
          'Coins on every order, shown before you confirm it',
          'Extra coins for reviewing products you have received',
          'Spend coins as a discount at checkout, or exchange them for rewards on the coins page in your account',
        ],
      },
      {
        id: 'donate-to-shelters',
        heading: 'Shop for shelter animals',
        paragraphs: [
          'In the “Donate to shelters” category you buy the food and supplies a shelter has actually asked for, and we deliver them straight to the shelter — no need to drive there yourself. You can track a donation order just like any other.',
          'We work with partner shelters and foundations to keep each one’s wish list up to date, including:',
        ],
        bullets: [
          'Baan Oon Rak Animal Foundation, Pathum Thani',
          'Sukjai Animal Shelter, Chiang Mai',
          'Rim Khlong Street Cat Volunteers, Bangkok',
          'Andaman Four-Legged Friends Foundation, Phuket',
        ],
      },
      {
        id: 'company-details',
        heading: 'Company details',
        bullets: [
          'Pawsook Co., Ltd.',
          'Tax ID 0105561098763 (head office)',
          'Head office: 88/9 Pawsook Building, 5th floor, Rama 9 Road, Huai Khwang, Bangkok 10310',
          'Distribution centre: 199 Moo 6, Bang Na–Trat Road km 19, Bang Chalong, Bang Phli, Samut Prakan 10540',
          'VAT registered; all prices include 7% VAT',
        ],
      },
    ],
  },
};
