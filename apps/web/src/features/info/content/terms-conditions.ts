import type { Bilingual, InfoDocument } from './info-document';

export const termsConditions: Bilingual<InfoDocument> = {
  th: {
    title: 'ข้อกำหนดและเงื่อนไข',
    lead: 'ข้อกำหนดและเงื่อนไขนี้ใช้กับการใช้งานเว็บไซต์ pawsook.co.th และการสั่งซื้อสินค้าทุกรายการจากบริษัท พอสุข จำกัด กรุณาอ่านให้ครบถ้วนก่อนสมัครสมาชิกหรือสั่งซื้อสินค้า (ปรับปรุงล่าสุดวันที่ 1 พฤศจิกายน 2569)',
    sections: [
      {
        id: 'definitions',
        heading: 'คำนิยาม',
        bullets: [
          '“บริษัท” หรือ “เรา” หมายถึง บริษัท พอสุข จำกัด สำนักงานใหญ่เลขที่ 88/9 อาคารพอสุข ชั้น 5 ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร 10310',
          '“เว็บไซต์” หมายถึง pawsook.co.th และบริการอื่นที่เกี่ยวข้องของบริษัท',
          '“สมาชิก” หรือ “คุณ” หมายถึง ผู้ที่สมัครและยืนยันบัญชีสมาชิกกับเว็บไซต์แล้ว',
          '“คำสั่งซื้อ” หมายถึง รายการสินค้าที่สมาชิกยืนยันสั่งซื้อผ่านเว็บไซต์ ซึ่งมีเลขที่คำสั่งซื้อกำกับ',
          '“สินค้าบริจาค” หมายถึง สินค้าที่สมาชิกซื้อเพื่อส่งมอบให้ศูนย์พักพิงสัตว์หรือมูลนิธิที่ร่วมโครงการ (“สถานที่รับบริจาค”)',
          '“PCG Coins” หรือ “เหรียญ” หมายถึง คะแนนสะสมที่บริษัทมอบให้สมาชิกตามข้อกำหนดนี้',
        ],
      },
      {
        id: 'membership',
        heading: 'การเป็นสมาชิก',
        bullets: [
          'ผู้สมัครต้องมีอายุ 20 ปีบริบูรณ์ขึ้นไป หรือได้รับความยินยอมจากผู้แทนโดยชอบธรรม',
          'สมาชิกต้องให้ข้อมูลที่ถูกต้องและเป็นปัจจุบัน และยืนยันอีเมลก่อนเริ่มใช้งานบัญชี',
          'สมาชิกมีหน้าที่เก็บรักษารหัสผ่านเป็นความลับ และรับผิดชอบต่อการใช้งานทั้งหมดภายใต้บัญชีของตน หากสงสัยว่ามีผู้อื่นใช้บัญชี โปรดเปลี่ยนรหัสผ่านและแจ้งบริษัททันที',
          'หนึ่งคนมีบัญชีสมาชิกได้หนึ่งบัญชี บริษัทขอสงวนสิทธิ์ระงับหรือยกเลิกบัญชีที่ใช้งานโดยทุจริตหรือฝ่าฝืนข้อกำหนดนี้',
        ],
      },
      {
        id: 'prices-and-vat',
        heading: 'ราคาและภาษีมูลค่าเพิ่ม',
        bullets: [
          'ราคาสินค้าทุกรายการแสดงเป็นเงินบาท และรวมภาษีมูลค่าเพิ่ม 7% แล้ว',
          'ค่าจัดส่งแสดงแยกไว้ในหน้าชำระเงินก่อนยืนยันคำสั่งซื้อ',
          'ราคาและโปรโมชันอาจเปลี่ยนแปลงได้โดยไม่ต้องแจ้งล่วงหน้า ราคาที่ใช้คือราคาที่แสดง ณ เวลาที่คุณยืนยันคำสั่งซื้อ',
          'หากราคาแสดงผิดพลาดอย่างชัดแจ้ง บริษัทขอสงวนสิทธิ์ยกเลิกคำสั่งซื้อนั้นและคืนเงินเต็มจำนวน',
          'บริษัทออกใบกำกับภาษีเต็มรูปแบบให้เมื่อคุณขอไว้ตอนสั่งซื้อ โดยใช้ชื่อและเลขประจำตัวผู้เสียภาษีที่คุณกรอก',
        ],
      },
      {
        id: 'orders-and-stock',
        heading: 'คำสั่งซื้อและสินค้าคงคลัง',
        bullets: [
          'สัญญาซื้อขายเกิดขึ้นเมื่อบริษัทได้รับชำระเงินครบถ้วน และคำสั่งซื้อเปลี่ยนสถานะเป็น “ยืนยันการชำระเงิน”',
          'แต่ละคำสั่งซื้อประกอบด้วยสินค้าทั่วไป หรือสินค้าบริจาคสำหรับสถานที่รับบริจาคเพียงแห่งเดียวเท่านั้น',
          'สินค้ามีจำนวนจำกัด การหยิบสินค้าใส่ตะกร้าไม่ถือเป็นการจองสินค้า',
          'คำสั่งซื้อที่ไม่ได้ชำระเงินภายในเวลาที่กำหนดจะหมดอายุโดยอัตโนมัติ',
          'หากสินค้าหมดหลังจากคุณชำระเงินแล้ว บริษัทจะติดต่อเพื่อเสนอสินค้าทดแทนหรือคืนเงินสำหรับสินค้านั้น',
        ],
      },
      {
        id: 'payment',
        heading: 'การชำระเงิน',
        bullets: [
          'บริษัทรับชำระเงินผ่าน Thai QR (พร้อมเพย์) บัตรเครดิตหรือเดบิต วอลเล็ต เคาน์เตอร์เซอร์วิส และการโอนเงินผ่าน QR',
          'การชำระด้วยบัตรดำเนินการบนหน้าชำระเงินของผู้ให้บริการชำระเงินที่ได้มาตรฐาน PCI DSS บริษัทไม่จัดเก็บหมายเลขบัตรของคุณ',
          'ต้องชำระเงินภายในเวลาที่แสดงสำหรับแต่ละช่องทาง เช่น QR ของวอลเล็ตมีอายุ 3 นาที และ Thai QR ใช้ได้ถึงเวลาหมดอายุที่แสดง',
          'ค่าธรรมเนียมที่ธนาคาร ผู้ออกบัตร หรือจุดรับชำระเรียกเก็บ เช่น ค่าธรรมเนียมเคาน์เตอร์หรือค่าแปลงสกุลเงิน เป็นความรับผิดชอบของผู้ชำระเงิน',
        ],
      },
      {
        id: 'shipping',
        heading: 'การจัดส่ง',
        bullets: [
          'บริษัทจัดส่งเฉพาะที่อยู่ในประเทศไทยเท่านั้น ผ่านบริษัทขนส่งพันธมิตร',
          'ระยะเวลาจัดส่งโดยประมาณ 1–3 วันทำการในกรุงเทพฯ และ 2–5 วันทำการในจังหวัดอื่น นับจากวันที่ยืนยันการชำระเงิน พื้นที่ห่างไกลหรือบนเกาะอาจใช้เวลานานกว่านี้',
          'กรุณาตรวจสอบที่อยู่และเบอร์โทรศัพท์ให้ถูกต้อง หากพัสดุตีกลับเพราะข้อมูลไม่ถูกต้องหรือติดต่อผู้รับไม่ได้ อาจมีค่าจัดส่งใหม่',
          'กรรมสิทธิ์และความเสี่ยงในสินค้าโอนไปยังผู้รับเมื่อส่งมอบสินค้าสำเร็จ',
        ],
      },
      {
        id: 'returns-and-refunds',
        heading: 'การคืนสินค้าและการคืนเงิน',
        bullets: [
          'หากได้รับสินค้าเสียหาย ผิดรายการ ไม่ครบ หรือหมดอายุ กรุณาแจ้งภายใน 7 วันนับจากวันที่ได้รับสินค้า พร้อมเลขที่คำสั่งซื้อ และรูปถ่ายหรือวิดีโอขณะแกะกล่อง',
          'บริษัทจะส่งสินค้าทดแทนหรือคืนเงินให้โดยไม่มีค่าใช้จ่าย รวมถึงค่าส่งคืนสินค้า',
          'เพื่อสุขอนามัยของสัตว์เลี้ยงทุกตัว บริษัทไม่รับคืนอาหาร ขนม ทราย และผลิตภัณฑ์ดูแลสุขภาพที่เปิดใช้แล้ว หรือสินค้าที่คืนเพราะเปลี่ยนใจ เว้นแต่สินค้าชำรุดจากการผลิต',
          'บริษัทคืนเงินเข้าช่องทางเดิมที่ใช้ชำระภายใน 14 วันทำการหลังอนุมัติ (ระยะเวลาที่เงินเข้าบัญชีบัตรขึ้นอยู่กับธนาคารผู้ออกบัตร) เหรียญที่ใช้กับคำสั่งซื้อนั้นจะคืนเข้าบัญชี และเหรียญที่ได้รับจากคำสั่งซื้อนั้นจะถูกหักออก',
        ],
      },
      {
        id: 'pcg-coins',
        heading: 'PCG Coins',
        bullets: [
          'สมาชิกได้รับเหรียญเมื่อสมัครสมาชิก ซื้อสินค้า และรีวิวสินค้า ตามอัตราที่บริษัทกำหนดและแสดงไว้บนเว็บไซต์ เหรียญจากการซื้อสินค้าจะเข้าบัญชีเมื่อคำสั่งซื้อเสร็จสมบูรณ์',
          '1 เหรียญมีมูลค่าเท่ากับ 1 บาท เมื่อใช้เป็นส่วนลดหรือแลกของรางวัล',
          'เหรียญมีอายุ 2 ปีนับจากวันที่ได้รับ เหรียญที่หมดอายุจะถูกตัดออกจากบัญชีโดยอัตโนมัติ',
          'เหรียญไม่มีมูลค่าเป็นเงินสด ไม่สามารถแลกเป็นเงินสด โอนให้ผู้อื่น หรือใช้กับคำสั่งซื้อสินค้าบริจาคได้',
          'เหรียญที่ใช้จะถูกหักเมื่อคำสั่งซื้อสำเร็จ และคืนเข้าบัญชีหากคำสั่งซื้อถูกยกเลิก บริษัทขอสงวนสิทธิ์ยกเลิกเหรียญที่ได้มาโดยทุจริต',
        ],
      },
      {
        id: 'promo-codes',
        heading: 'โค้ดส่วนลด',
        bullets: [
          'ใช้ได้ 1 โค้ดต่อคำสั่งซื้อ ตามเงื่อนไข ยอดซื้อขั้นต่ำ และวันหมดอายุที่กำหนดไว้ในแต่ละโค้ด',
          'โค้ดบางรายการมีจำนวนสิทธิ์จำกัด และสิ้นสุดเมื่อสิทธิ์หมด',
          'ใช้ร่วมกับ PCG Coins ได้ แต่ใช้กับคำสั่งซื้อสินค้าบริจาคไม่ได้ และแลกเป็นเงินสดไม่ได้',
          'หากคำสั่งซื้อถูกยกเลิกหรือคืนเงิน บริษัทไม่รับประกันว่าจะคืนสิทธิ์การใช้โค้ดนั้น',
        ],
      },
      {
        id: 'donations',
        heading: 'สินค้าบริจาค',
        bullets: [
          'สินค้าบริจาคจัดส่งตรงถึงสถานที่รับบริจาคที่คุณเลือก ตามที่อยู่ที่สถานที่นั้นแจ้งไว้กับบริษัท และเปลี่ยนที่อยู่จัดส่งไม่ได้',
          'รายการสินค้าของแต่ละแห่งกำหนดร่วมกับสถานที่รับบริจาค หากสถานที่ใดปิดรับบริจาคชั่วคราว สินค้าในกลุ่มนั้นจะสั่งซื้อไม่ได้',
          'เมื่อสถานที่รับบริจาคได้รับสินค้าแล้ว จะขอคืนสินค้าหรือคืนเงินไม่ได้ หากสินค้าเสียหายระหว่างขนส่ง บริษัทจะส่งสินค้าทดแทนให้สถานที่นั้น',
          'บริษัทเป็นผู้ขายสินค้าเท่านั้น ไม่ได้ออกใบอนุโมทนาบัตรหรือหลักฐานการบริจาคเพื่อใช้ลดหย่อนภาษี การออกหลักฐานดังกล่าวขึ้นอยู่กับดุลยพินิจของแต่ละสถานที่รับบริจาค',
          'คำสั่งซื้อสินค้าบริจาคใช้โค้ดส่วนลดและ PCG Coins ไม่ได้',
        ],
      },
      {
        id: 'privacy',
        heading: 'ความเป็นส่วนตัวและข้อมูลส่วนบุคคล',
        paragraphs: ['บริษัทเก็บรวบรวม ใช้ และเปิดเผยข้อมูลส่วนบุคคลของคุณตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 (PDPA) โดยสรุปดังนี้'],
        bullets: [
          'ข้อมูลที่เก็บ: ชื่อ อีเมล เบอร์โทรศัพท์ วันเกิด ที่อยู่จัดส่งและที่อยู่ใบกำกับภาษี ประวัติคำสั่งซื้อ เหรียญ และรีวิว',
          'วัตถุประสงค์: เพื่อดูแลบัญชีสมาชิก ดำเนินการและจัดส่งคำสั่งซื้อ ออกใบกำกับภาษี จัดการเหรียญสะสม ให้บริการลูกค้า และส่งข่าวสารโปรโมชันเมื่อคุณให้ความยินยอม',
          'การเปิดเผย: เฉพาะเท่าที่จำเป็นต่อบริษัทขนส่ง ผู้ให้บริการชำระเงิน ผู้ให้บริการระบบสารสนเทศ และหน่วยงานรัฐตามที่กฎหมายกำหนด บริษัทไม่ขายข้อมูลของคุณ',
          'ระยะเวลาเก็บ: ตลอดระยะเวลาที่เป็นสมาชิก และหลังจากนั้นเท่าที่กฎหมายบัญชีและภาษีกำหนด',
          'สิทธิของคุณ: ขอเข้าถึง แก้ไข ลบ หรือโอนย้ายข้อมูล คัดค้านหรือขอให้ระงับการใช้ และถอนความยินยอมได้ทุกเมื่อ โดยแจ้งที่ support@pawsook.co.th และร้องเรียนต่อสำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคลได้',
        ],
      },
      {
        id: 'governing-law',
        heading: 'กฎหมายที่ใช้บังคับ',
        paragraphs: [
          'ข้อกำหนดและเงื่อนไขนี้อยู่ภายใต้และตีความตามกฎหมายแห่งราชอาณาจักรไทย ข้อพิพาทใด ๆ ให้อยู่ในเขตอำนาจของศาลไทย',
          'บริษัทอาจแก้ไขข้อกำหนดนี้เป็นครั้งคราว โดยจะประกาศไว้ที่หน้านี้พร้อมวันที่ปรับปรุง หากฉบับภาษาไทยและภาษาอังกฤษมีข้อความแตกต่างกัน ให้ถือตามฉบับภาษาไทย',
        ],
      },
    ],
  },
  en: {
    title: 'Terms and conditions',
    lead: 'These terms apply to your use of pawsook.co.th and to every order you place with Pawsook Co., Ltd. Please read them in full before you register or order. (Last updated 1 November 2026.)',
    sections: [
      {
        id: 'definitions',
        heading: 'Definitions',
        bullets: [
          '“Pawsook”, “we” or “us” means Pawsook Co., Ltd., head office at 88/9 Pawsook Building, 5th floor, Rama 9 Road, Huai Khwang, Bangkok 10310.',
          '“Website” means pawsook.co.th and our other related services.',
          '“Member” or “you” means a person who has registered and confirmed a member account on the Website.',
          '“Order” means the products a member confirms for purchase on the Website, identified by an order number.',
          '“Donation products” means products a member buys to be delivered to a participating animal shelter or foundation (a “donation place”).',
          '“PCG Coins” or “coins” means the loyalty points we give members under these terms.',
        ],
      },
      {
        id: 'membership',
        heading: 'Membership',
        bullets: [
          'You must be at least 20 years old (the age of majority in Thailand) or have the consent of your parent or legal guardian.',
          'You must give accurate, up-to-date information and confirm your e-mail address before using your account.',
          'Keep your password secret; you are responsible for everything done with your account. If you think someone else has used it, change your password and tell us straight away.',
          'One account per person. We may suspend or close accounts used fraudulently or in breach of these terms.',
        ],
      },
      {
        id: 'prices-and-vat',
        heading: 'Prices and VAT',
        bullets: [
          'All prices are in Thai baht and include 7% VAT.',
          'Shipping fees are shown separately at checkout before you confirm your order.',
          'Prices and promotions may change without notice; the price that applies is the one shown when you confirm your order.',
          'If a price is obviously wrong, we may cancel that order and refund you in full.',
          'We issue a full tax invoice if you ask for one at checkout, in the name and tax ID you give us.',
        ],
      },
      {
        id: 'orders-and-stock',
        heading: 'Orders and stock',
        bullets: [
          'A contract of sale is made when we receive full payment and your order status changes to Payment confirmation.',
          'Each order contains either general products or donation products for a single donation place.',
          'Stock is limited; adding a product to your cart does not reserve it.',
          'Orders not paid within the time allowed expire automatically.',
          'If a product runs out after you have paid, we will contact you to offer a replacement or a refund for that item.',
        ],
      },
      {
        id: 'payment',
        heading: 'Payment',
        bullets: [
          'We accept Thai QR (PromptPay), credit and debit cards, e-wallets, counter service and QR transfer.',
          'Card payments are made on the page of our PCI DSS-compliant payment provider; we do not store your card number.',
          'Pay within the time shown for each method: for example, a wallet QR code is valid for 3 minutes, and a Thai QR code until the expiry time shown.',
          'Fees charged by your bank, card issuer or payment counter, such as counter fees or currency conversion, are paid by you.',
        ],
      },
      {
        id: 'shipping',
        heading: 'Shipping',
        bullets: [
          'We deliver only to addresses in Thailand, through our courier partners.',
          'Delivery usually takes 1–3 working days in Bangkok and 2–5 working days elsewhere, counted from payment confirmation; remote areas and islands may take longer.',
          'Please check your address and phone number carefully. If a parcel comes back because the details were wrong or the recipient could not be reached, re-delivery may be charged.',
          'Ownership of and risk in the goods pass to the recipient on successful delivery.',
        ],
      },
      {
        id: 'returns-and-refunds',
        heading: 'Returns and refunds',
        bullets: [
          'If an item arrives damaged, wrong, short or expired, tell us within 7 days of receiving it, with your order number and photos or a video of the unboxing.',
          'We will send a replacement or refund you at no cost to you, including return shipping.',
          'For every pet’s hygiene, we cannot take back opened food, treats, litter or health-care products, or items returned because you changed your mind, unless they have a manufacturing defect.',
          'Refunds go back to the original payment method within 14 working days of approval (when a card refund reaches your account depends on your card issuer). Coins used on that order are returned to your account, and coins earned from it are taken back.',
        ],
      },
      {
        id: 'pcg-coins',
        heading: 'PCG Coins',
        bullets: [
          'Members earn coins for signing up, buying products and reviewing products, at the rates we set and show on the Website. Coins for a purchase are credited once the order is complete.',
          '1 coin is worth 1 baht when used as a discount or exchanged for a reward.',
          'Coins expire 2 years after the date they were earned and are then removed from your account automatically.',
          'Coins have no cash value and cannot be exchanged for cash, transferred to anyone else or used on donation orders.',
          'Coins you spend are deducted when the order goes through and returned if it is cancelled. We may cancel coins obtained fraudulently.',
        ],
      },
      {
        id: 'promo-codes',
        heading: 'Promo codes',
        bullets: [
          'One code per order, subject to the conditions, minimum spend and expiry date set for each code.',
          'Some codes have a limited number of uses and end when they run out.',
          'Codes can be combined with PCG Coins, but cannot be used on donation orders or exchanged for cash.',
          'If an order is cancelled or refunded, we cannot promise that the code can be used again.',
        ],
      },
      {
        id: 'donations',
        heading: 'Donations',
        bullets: [
          'Donation products are delivered straight to the donation place you choose, at the address it has given us; the delivery address cannot be changed.',
          'Each place’s product list is agreed with that place. If a place stops accepting donations for a while, its products cannot be ordered.',
          'Once the donation place has received the goods, they cannot be returned or refunded. If anything is damaged in transit, we send a replacement to that place.',
          'We only sell the goods; we do not issue donation receipts for tax deductions. Whether to issue one is up to each donation place.',
          'Promo codes and PCG Coins cannot be used on donation orders.',
        ],
      },
      {
        id: 'privacy',
        heading: 'Privacy and personal data',
        paragraphs: ['We collect, use and disclose your personal data under Thailand’s Personal Data Protection Act B.E. 2562 (2019) (PDPA). In short:'],
        bullets: [
          'What we collect: your name, e-mail, phone numbers, birth date, delivery and tax-invoice addresses, order history, coins and reviews.',
          'Why: to run your account, process and deliver orders, issue tax invoices, manage your coins, provide customer service, and send promotions when you have agreed to receive them.',
          'Who sees it: only what is needed by our courier partners, payment providers, IT service providers, and authorities where the law requires. We never sell your data.',
          'How long: while you are a member, and afterwards for as long as accounting and tax law require.',
          'Your rights: to access, correct, delete or port your data, to object to or restrict its use, and to withdraw consent at any time by writing to support@pawsook.co.th. You may also complain to the Office of the Personal Data Protection Committee.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Governing law',
        paragraphs: [
          'These terms are governed by and interpreted under the laws of the Kingdom of Thailand, and any dispute falls under the jurisdiction of the Thai courts.',
          'We may update these terms from time to time and will post the changes on this page with the date. If the Thai and English versions differ, the Thai version prevails.',
        ],
      },
    ],
  },
};
