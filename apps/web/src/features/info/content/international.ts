import type { Bilingual, InfoDocument } from './info-document';

export const international: Bilingual<InfoDocument> = {
  th: {
    title: 'สำหรับลูกค้าต่างชาติ',
    lead: 'พอสุขยินดีต้อนรับทุกคน ไม่ว่าคุณจะเป็นชาวต่างชาติที่อาศัยอยู่ในไทย หรืออยู่ต่างประเทศแต่อยากส่งของให้คนที่คุณรักหรือศูนย์พักพิงสัตว์ในไทย เรารวบรวมสิ่งที่ควรรู้ไว้ที่นี่แล้ว',
    sections: [
      {
        id: 'who-can-order',
        heading: 'ใครสั่งซื้อได้บ้าง',
        bullets: [
          'ชาวต่างชาติที่อาศัยหรือทำงานในประเทศไทย และอยากสั่งของให้สัตว์เลี้ยงของตัวเอง',
          'ผู้ที่อยู่ต่างประเทศ และอยากส่งของขวัญให้ครอบครัวหรือเพื่อน ๆ รวมถึงสัตว์เลี้ยงของพวกเขาในไทย',
          'ทุกคนที่อยากช่วยเหลือศูนย์พักพิงสัตว์ในไทย แม้จะอยู่ไกล',
        ],
      },
      {
        id: 'ordering-in-english',
        heading: 'สั่งซื้อเป็นภาษาอังกฤษ',
        paragraphs: [
          'เปลี่ยนภาษาเป็น EN ได้ที่ปุ่มเลือกภาษาบนแถบด้านบนของเว็บไซต์ ชื่อสินค้า เมนู และทุกขั้นตอนการสั่งซื้อจะแสดงเป็นภาษาอังกฤษ',
          'กรอกชื่อและที่อยู่เป็นภาษาอังกฤษได้ เพียงเลือกจังหวัด เขต/อำเภอ และแขวง/ตำบลจากรายการให้ถูกต้อง และใส่เบอร์โทรศัพท์ไทยของผู้รับ เพื่อให้ขนส่งติดต่อได้',
        ],
      },
      {
        id: 'paying-with-international-cards',
        heading: 'ชำระด้วยบัตรต่างประเทศ',
        bullets: [
          'รับบัตรเครดิตและเดบิต Visa, Mastercard และ JCB ที่ออกในต่างประเทศ',
          'ยอดชำระเป็นเงินบาทเสมอ ธนาคารผู้ออกบัตรจะแปลงเป็นสกุลเงินของคุณ และอาจเรียกเก็บค่าธรรมเนียมการใช้จ่ายในต่างประเทศ',
          'ธนาคารอาจขอให้ยืนยันตัวตนด้วยรหัส OTP ทาง SMS หรือผ่านแอปของธนาคาร จึงควรเตรียมโทรศัพท์ไว้ให้พร้อม',
          'ช่องทาง Thai QR, โอนเงินผ่าน QR, วอลเล็ต และเคาน์เตอร์เซอร์วิส ต้องใช้บัญชีธนาคารหรือวอลเล็ตในไทย หรือไปชำระที่ร้านในไทย',
        ],
      },
      {
        id: 'delivery-in-thailand',
        heading: 'จัดส่งเฉพาะในประเทศไทย',
        paragraphs: [
          'เราไม่จัดส่งไปต่างประเทศ ทุกคำสั่งซื้อต้องมีที่อยู่จัดส่งในไทย แต่คุณสั่งจากที่ไหนในโลกก็ได้ แล้วให้เราส่งถึงบ้าน คอนโด หรือที่ทำงานในทุกจังหวัดของไทย',
          'ปกติใช้เวลาจัดส่ง 1–3 วันทำการในกรุงเทพฯ และ 2–5 วันทำการในจังหวัดอื่น ถ้าส่งเป็นของขวัญ อย่าลืมบอกผู้รับล่วงหน้า เพราะขนส่งจะโทรหาผู้รับก่อนนำส่ง',
        ],
      },
      {
        id: 'customs-and-vat',
        heading: 'ภาษีนำเข้าและ VAT',
        bullets: [
          'สินค้าทุกชิ้นจัดส่งภายในประเทศไทย จึงไม่มีพิธีการศุลกากรหรือภาษีนำเข้า',
          'ราคาทุกรายการรวม VAT 7% แล้ว ไม่มีค่าใช้จ่ายอื่นนอกจากค่าจัดส่งที่แสดงตอนชำระเงิน',
          'เนื่องจากสินค้าไม่ได้ถูกนำออกนอกประเทศ จึงขอคืน VAT สำหรับนักท่องเที่ยวไม่ได้',
        ],
      },
      {
        id: 'donating-from-abroad',
        heading: 'บริจาคจากต่างประเทศ',
        paragraphs: [
          'เลือกศูนย์พักพิงในหมวด “สินค้าบริจาค” หยิบสินค้าที่ศูนย์ฯ ต้องการใส่ตะกร้า แล้วชำระด้วยบัตรต่างประเทศได้เลย เราจะส่งสินค้าถึงศูนย์ฯ โดยตรง และคุณติดตามสถานะได้จากบัญชีของคุณ',
        ],
      },
      {
        id: 'help-in-english',
        heading: 'ติดต่อเป็นภาษาอังกฤษ',
        paragraphs: ['ทีมบริการลูกค้าของเราสื่อสารภาษาอังกฤษได้ ติดต่อได้ทุกวัน 09:00–18:00 น. ตามเวลาประเทศไทย (UTC+7)'],
        bullets: ['อีเมล: support@pawsook.co.th (ตอบกลับภายใน 1 วันทำการ)', 'LINE: @pawsook', 'โทร: 02-114-7788 หรือ +66 2 114 7788 จากต่างประเทศ'],
      },
    ],
  },
  en: {
    title: 'International customers',
    lead: 'Everyone is welcome at Pawsook — whether you are a foreigner living in Thailand, or abroad and want to send something to loved ones or an animal shelter here. This page covers what you need to know.',
    sections: [
      {
        id: 'who-can-order',
        heading: 'Who can order',
        bullets: [
          'Foreign residents living or working in Thailand who want to order for their own pets',
          'People abroad sending gifts to family or friends in Thailand — or to their pets',
          'Anyone who wants to help animal shelters in Thailand from afar',
        ],
      },
      {
        id: 'ordering-in-english',
        heading: 'Ordering in English',
        paragraphs: [
          'Switch the language to EN with the language button in the top bar. Product names, menus and every step of checkout are then shown in English.',
          'You can write names and addresses in English; just pick the province, district and sub-district from the lists, and give the recipient’s Thai phone number so the courier can reach them.',
        ],
      },
      {
        id: 'paying-with-international-cards',
        heading: 'Paying with an international card',
        bullets: [
          'We accept Visa, Mastercard and JCB credit and debit cards issued outside Thailand.',
          'You are always charged in Thai baht; your card issuer converts the amount and may add a foreign transaction fee.',
          'Your bank may ask you to confirm with a one-time password by SMS or in its app, so keep your phone at hand.',
          'Thai QR, QR transfer, e-wallet and counter service need a Thai bank account or wallet, or a visit to a store in Thailand.',
        ],
      },
      {
        id: 'delivery-in-thailand',
        heading: 'Delivery within Thailand only',
        paragraphs: [
          'We do not ship abroad: every order needs a delivery address in Thailand. You can order from anywhere in the world and have it delivered to a home, condo or office in any Thai province.',
          'Delivery usually takes 1–3 working days in Bangkok and 2–5 working days elsewhere. If it is a gift, let the recipient know it is coming, as the courier will phone them before delivering.',
        ],
      },
      {
        id: 'customs-and-vat',
        heading: 'Customs and VAT',
        bullets: [
          'Everything is delivered within Thailand, so there are no customs formalities or import duties.',
          'All prices include 7% VAT; the only extra is the shipping fee shown at checkout.',
          'As the goods stay in Thailand, the VAT refund for tourists does not apply.',
        ],
      },
      {
        id: 'donating-from-abroad',
        heading: 'Donating from abroad',
        paragraphs: [
          'Choose a shelter in the “Donate to shelters” category, add the items it needs to your cart and pay with your international card. We deliver straight to the shelter, and you can follow the order from your account.',
        ],
      },
      {
        id: 'help-in-english',
        heading: 'Help in English',
        paragraphs: ['Our customer service team speaks English and is available every day, 09:00–18:00 Thailand time (UTC+7).'],
        bullets: ['E-mail: support@pawsook.co.th (we reply within one working day)', 'LINE: @pawsook', 'Phone: 02-114-7788, or +66 2 114 7788 from abroad'],
      },
    ],
  },
};
