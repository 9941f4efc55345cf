import type { Bilingual, InfoDocument } from './info-document';

export const howToOrder: Bilingual<InfoDocument> = {
  th: {
    title: 'วิธีการสั่งซื้อ',
    lead: 'สั่งของให้น้อง ๆ กับพอสุขง่าย ๆ ไม่กี่ขั้นตอน ตั้งแต่สมัครสมาชิกจนถึงรับพัสดุที่หน้าบ้าน',
    sections: [
      {
        id: 'register',
        heading: 'สมัครสมาชิกและยืนยันอีเมล',
        steps: [
          {
            title: 'กดสมัครสมาชิก',
            text: 'กด “สมัครสมาชิก” ที่มุมขวาบน แล้วกรอกอีเมล หรือสมัครด้วยบัญชีโซเชียลที่คุณใช้อยู่',
          },
          {
            title: 'กรอกข้อมูล',
            text: 'ใส่ชื่อ นามสกุล และเบอร์มือถือ ตั้งรหัสผ่านอย่างน้อย 8 ตัวอักษร ที่มีทั้งตัวอักษรภาษาอังกฤษ ตัวเลข และอักขระพิเศษ จากนั้นติ๊กยอมรับข้อกำหนดและเงื่อนไข',
          },
          {
            title: 'ยืนยันอีเมล',
            text: 'เปิดอีเมลจากพอสุขแล้วกดลิงก์ยืนยัน บัญชีของคุณก็พร้อมใช้งานทันที ถ้าหาอีเมลไม่เจอ ลองดูในโฟลเดอร์จดหมายขยะ',
          },
        ],
      },
      {
        id: 'find-products',
        heading: 'ค้นหาสินค้า',
        paragraphs: ['เลือกดูสินค้าได้หลายทาง'],
        bullets: [
          'เลือกตามสัตว์เลี้ยง: สุนัข แมว ปลา นก หรือสัตว์เลี้ยงตัวเล็ก',
          'เลือกตามแบรนด์ที่น้องชอบ',
          'พิมพ์ชื่อสินค้าหรือแบรนด์ในช่องค้นหา แล้วกด Enter',
          'ดูสินค้าแนะนำ สินค้าใหม่ ราคาพิเศษ และสินค้าลดล้างสต็อกได้ที่หน้าโปรโมชัน',
        ],
      },
      {
        id: 'add-to-cart',
        heading: 'หยิบใส่ตะกร้า',
        paragraphs: [
          'เลือกตัวเลือกสินค้า เช่น ขนาดหรือรสชาติ ระบุจำนวน แล้วกด “ใส่ตะกร้า” สินค้าจะอยู่ในตะกร้าจนกว่าคุณจะสั่งซื้อหรือลบออก แม้จะเปลี่ยนไปใช้อุปกรณ์อื่นก็ตาม',
          'ถ้าจำนวนที่ต้องการมากกว่าสต็อกที่มี ระบบจะแจ้งให้ทราบ ส่วนสินค้าที่หมดหรือปิดการขายชั่วคราวจะยังอยู่ในตะกร้า แต่สั่งซื้อไม่ได้',
        ],
      },
      {
        id: 'general-or-donation',
        heading: 'ซื้อให้น้องที่บ้าน หรือบริจาค',
        paragraphs: [
          'ตะกร้าจะแบ่งเป็นกลุ่ม “สินค้าทั่วไป” ที่ส่งถึงบ้านคุณ และกลุ่มสินค้าบริจาคแยกตามศูนย์พักพิงที่คุณเลือก แต่ละคำสั่งซื้อชำระได้ครั้งละ 1 กลุ่ม เลือกกลุ่มที่ต้องการแล้วกด “สั่งซื้อ”',
          'สินค้าบริจาคจะส่งตรงไปยังที่อยู่ของศูนย์พักพิง จึงเปลี่ยนที่อยู่จัดส่งไม่ได้ และใช้โค้ดส่วนลดหรือ PCG Coins กับคำสั่งซื้อบริจาคไม่ได้',
        ],
      },
      {
        id: 'checkout',
        heading: 'ชำระเงิน',
        steps: [
          { title: 'ตรวจสอบสินค้า', text: 'ตรวจรายการและจำนวนสินค้าในตะกร้าอีกครั้ง' },
          {
            title: 'เลือกที่อยู่จัดส่ง',
            text: 'เลือกจากสมุดที่อยู่ (บันทึกได้สูงสุด 5 ที่อยู่) หรือเพิ่มที่อยู่ใหม่ ระบบจะเลือกที่อยู่เริ่มต้นของคุณไว้ให้',
          },
          {
            title: 'ขอใบกำกับภาษี (ถ้าต้องการ)',
            text: 'ติ๊กช่องขอใบกำกับภาษี แล้วเลือกใช้ที่อยู่เดียวกับที่อยู่จัดส่ง พร้อมกรอกชื่อบริษัทและเลขประจำตัวผู้เสียภาษี 13 หลัก หรือเลือกที่อยู่ใบกำกับภาษีอื่นที่บันทึกไว้',
          },
          {
            title: 'เลือกวิธีชำระเงิน',
            text: 'เลือกช่องทางที่สะดวก ตรวจยอดรวมทั้งค่าสินค้า ค่าจัดส่ง และส่วนลด แล้วกดยืนยันคำสั่งซื้อ',
          },
        ],
      },
      {
        id: 'promo-codes-and-coins',
        heading: 'โค้ดส่วนลดและ PCG Coins',
        bullets: [
          'กรอกโค้ดในช่อง “โค้ดส่วนลด” แล้วกดใช้โค้ด ส่วนลดจะแสดงในสรุปยอดทันที ใช้ได้ 1 โค้ดต่อคำสั่งซื้อ',
          'กด “ใช้เหรียญ” เพื่อเลือกจำนวน PCG Coins ที่จะใช้เป็นส่วนลด 1 เหรียญเท่ากับ 1 บาท',
          'ถ้าจะใช้ทั้งโค้ดและเหรียญ ให้ใส่โค้ดก่อน เพราะการใส่โค้ดจะยกเลิกเหรียญที่เลือกไว้ จากนั้นค่อยเลือกเหรียญอีกครั้ง',
          'แตะที่โค้ดหรือเหรียญที่ใช้อยู่เพื่อยกเลิกได้ทุกเมื่อก่อนยืนยันคำสั่งซื้อ',
          'เหรียญที่ใช้จะถูกหักเมื่อคำสั่งซื้อสำเร็จ และจะคืนเข้าบัญชีหากคำสั่งซื้อถูกยกเลิก',
        ],
      },
      {
        id: 'payment-methods',
        heading: 'ช่องทางชำระเงิน',
        paragraphs: ['ชำระเงินได้ 5 ช่องทาง'],
        steps: [
          {
            title: 'Thai QR (พร้อมเพย์)',
            text: 'สแกน QR บนหน้าจอด้วยแอปธนาคารใดก็ได้ ยอดเงินและเลขที่คำสั่งซื้อจะขึ้นให้อัตโนมัติ กรุณาชำระภายในเวลาที่ระบุใต้ QR หากเลยเวลา คำสั่งซื้อจะหมดอายุและต้องสั่งใหม่ เมื่อชำระสำเร็จ หน้าจอจะไปที่หน้าผลการสั่งซื้อให้เอง',
          },
          {
            title: 'บัตรเครดิต/เดบิต',
            text: 'ระบบจะพาไปยังหน้าชำระเงินที่ปลอดภัยของผู้ให้บริการชำระเงิน รับบัตร Visa, Mastercard และ JCB ทั้งที่ออกในไทยและต่างประเทศ ธนาคารอาจขอรหัส OTP เพื่อยืนยัน และเราไม่เก็บข้อมูลบัตรของคุณ',
          },
          {
            title: 'วอลเล็ต',
            text: 'สแกน QR ด้วยแอปวอลเล็ตของคุณ QR นี้ใช้ได้ 3 นาที หากหมดเวลาก่อนชำระ เพียงสั่งซื้อใหม่อีกครั้ง',
          },
          {
            title: 'เคาน์เตอร์เซอร์วิส',
            text: 'หลังยืนยันคำสั่งซื้อ คุณจะเห็นบาร์โค้ดสำหรับชำระเงิน และเราจะส่งบาร์โค้ดเดียวกันไปทางอีเมลด้วย นำไปชำระที่เคาน์เตอร์ร้านสะดวกซื้อที่ร่วมรายการภายในวันเวลาที่กำหนด (ร้านอาจเก็บค่าธรรมเนียมเล็กน้อย) เมื่อชำระแล้ว สถานะคำสั่งซื้อจะอัปเดตให้เอง',
          },
          {
            title: 'โอนเงินผ่าน QR',
            text: 'หลังยืนยันคำสั่งซื้อ ระบบจะแสดงเลขที่คำสั่งซื้อ ยอดที่ต้องชำระ และวันหมดอายุ สแกน QR ของบริษัทด้วยแอปธนาคาร แล้วโอนยอดให้ตรงก่อนวันหมดอายุ ทีมงานจะตรวจสอบและยืนยันการชำระเงินให้',
          },
        ],
      },
      {
        id: 'tracking',
        heading: 'ติดตามคำสั่งซื้อ',
        paragraphs: [
          'ดูสถานะได้ที่เมนู “คำสั่งซื้อของฉัน” และ “ติดตามคำสั่งซื้อ” เมื่อพัสดุออกจากคลัง บริษัทขนส่งพันธมิตรของเราจะนำส่งภายใน 1–3 วันทำการในกรุงเทพฯ และ 2–5 วันทำการในจังหวัดอื่น',
        ],
        bullets: [
          'รอชำระเงิน: เรายังไม่ได้รับการชำระเงิน กด “ชำระเงิน” ที่คำสั่งซื้อเพื่อจ่ายด้วย Thai QR หรือบัตร',
          'กำลังดำเนินการ: ยืนยันการชำระเงิน → กำลังเตรียมสินค้า → อยู่ระหว่างจัดส่ง → ถึงคลังสินค้าปลายทาง → จะจัดส่งวันนี้ → กำลังนำส่งถึงคุณ',
          'สำเร็จ: จัดส่งสำเร็จ ได้เวลารีวิวสินค้าเพื่อรับเหรียญ',
          'ไม่สำเร็จ: ยกเลิก คืนเงิน หรือคำสั่งซื้อหมดอายุเพราะไม่ได้ชำระเงินภายในเวลาที่กำหนด',
        ],
      },
      {
        id: 'reviews',
        heading: 'รีวิวสินค้า รับเหรียญ',
        paragraphs: [
          'เมื่อคำสั่งซื้อขึ้นสถานะจัดส่งสำเร็จ ไปที่ “รีวิวสินค้า” ในบัญชีของคุณ ให้คะแนนดาว เขียนความเห็น และแนบรูปอย่างน้อย 1 รูป (ไฟล์ .png .jpg หรือ .jpeg ขนาดไม่เกิน 10 MB) จะซ่อนชื่อผู้ใช้ก็ได้ถ้าไม่อยากให้แสดง',
          'ส่งรีวิวแล้วรับ PCG Coins ทันที และรีวิวของคุณยังช่วยให้เพื่อน ๆ คนรักสัตว์เลือกสินค้าได้ง่ายขึ้น (คำสั่งซื้อสินค้าบริจาคไม่มีการรีวิว)',
        ],
      },
    ],
  },
  en: {
    title: 'How to order',
    lead: 'Ordering from Pawsook takes just a few steps, from signing up to the parcel at your door.',
    sections: [
      {
        id: 'register',
        heading: 'Sign up and confirm your e-mail',
        steps: [
          {
            title: 'Open Register',
            text: 'Tap Register at the top right and enter your e-mail, or sign up with a social account you already use.',
          },
          {
            title: 'Fill in your details',
            text: 'Enter your first name, last name and mobile number, and choose a password of at least 8 characters with English letters, a number and a symbol. Then tick the box to accept the terms and conditions.',
          },
          {
            title: 'Confirm your e-mail',
            text: 'Open the e-mail from Pawsook and click the confirmation link; your account is ready straight away. If you can’t find the e-mail, check your spam folder.',
          },
        ],
      },
      {
        id: 'find-products',
        heading: 'Find what you need',
        paragraphs: ['There are several ways to browse.'],
        bullets: [
          'By pet: dogs, cats, fish, birds or small pets',
          'By the brand your pet loves',
          'Type a product or brand name in the search box and press Enter',
          'See recommended, new, special-price and clearance products on the Promotions page',
        ],
      },
      {
        id: 'add-to-cart',
        heading: 'Add to cart',
        paragraphs: [
          'Pick an option such as size or flavour, set the quantity and tap Add to cart. Items stay in your cart until you order or remove them, even if you switch to another device.',
          'If you ask for more than we have in stock, we’ll let you know. Items that sell out or are temporarily unavailable stay in your cart but cannot be ordered.',
        ],
      },
      {
        id: 'general-or-donation',
        heading: 'For your pets, or for a shelter',
        paragraphs: [
          'Your cart is split into General products, delivered to you, and one group of donation products for each shelter you chose. You pay for one group per order: select the group you want and tap Buy.',
          'Donation products go straight to the shelter’s address, so the delivery address cannot be changed, and promo codes and PCG Coins cannot be used on donation orders.',
        ],
      },
      {
        id: 'checkout',
        heading: 'Checkout',
        steps: [
          { title: 'Check your items', text: 'Look over the products and quantities in your cart once more.' },
          {
            title: 'Choose a delivery address',
            text: 'Pick one from your address book (up to 5 saved addresses) or add a new one. Your default address is selected for you.',
          },
          {
            title: 'Ask for a tax invoice (optional)',
            text: 'Tick the tax invoice box, then either use the delivery address and add the company name and 13-digit tax ID, or choose another saved tax-invoice address.',
          },
          {
            title: 'Choose how to pay',
            text: 'Select a payment method, check the total — products, shipping and discounts — and confirm your order.',
          },
        ],
      },
      {
        id: 'promo-codes-and-coins',
        heading: 'Promo codes and PCG Coins',
        bullets: [
          'Enter a code in the Promo code box and tap Apply; the discount shows in your summary straight away. One code per order.',
          'Tap Use coins to choose how many PCG Coins to spend as a discount. 1 coin = 1 baht.',
          'Using both? Apply the code first: applying a code cancels any coins you have chosen, and you can then choose your coins again.',
          'Tap an applied code or coin discount to remove it at any time before you confirm.',
          'Coins you use are deducted when the order goes through and returned to your account if the order is cancelled.',
        ],
      },
      {
        id: 'payment-methods',
        heading: 'Payment methods',
        paragraphs: ['You can pay in five ways.'],
        steps: [
          {
            title: 'Thai QR (PromptPay)',
            text: 'Scan the QR code on screen with any banking app; the amount and order number fill in automatically. Pay before the expiry time shown under the code — after that the order expires and you will need to order again. Once you have paid, the page moves on to your order result by itself.',
          },
          {
            title: 'Credit or debit card',
            text: 'You are taken to our payment provider’s secure page. Visa, Mastercard and JCB cards issued in Thailand or abroad are accepted; your bank may ask for a one-time password. We never store your card details.',
          },
          {
            title: 'E-wallet',
            text: 'Scan the QR code with your wallet app. The code is valid for 3 minutes; if time runs out before you pay, simply place the order again.',
          },
          {
            title: 'Counter service',
            text: 'After you confirm, you see a payment barcode and we e-mail you the same barcode. Pay at the counter of any participating convenience store before the deadline shown (the store may charge a small fee). Your order status updates by itself once you have paid.',
          },
          {
            title: 'QR transfer',
            text: 'After you confirm, we show your order number, the amount due and the expiry date. Scan our QR code with your banking app and transfer the exact amount before the expiry date; our team will check it and confirm your payment.',
          },
        ],
      },
      {
        id: 'tracking',
        heading: 'Tracking your order',
        paragraphs: [
          'Follow your order under My orders and Order tracking. Once your parcel leaves our warehouse, our courier partners deliver within 1–3 working days in Bangkok and 2–5 working days elsewhere.',
        ],
        bullets: [
          'Waiting for payment: we haven’t received your payment yet. Tap Pay now on the order to pay by Thai QR or card.',
          'Processing: payment confirmed → preparing your products → on the way → at the destination warehouse → out for delivery today → being delivered to you',
          'Done: delivered — time to review your products and earn coins',
          'Failed: cancelled, refunded, or expired because payment wasn’t made in time',
        ],
      },
      {
        id: 'reviews',
        heading: 'Review and earn coins',
        paragraphs: [
          'Once an order shows Successful delivery, go to Review products in your account. Give a star rating, write a few words and add at least one photo (.png, .jpg or .jpeg, up to 10 MB). You can hide your name if you prefer.',
          'You receive PCG Coins as soon as you send your review, and it helps other pet lovers choose. (Donation orders are not reviewed.)',
        ],
      },
    ],
  },
};
