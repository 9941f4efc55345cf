import type { MessageKey } from './messages.en';

// Messages the API sends back, in Thai (the shop's default language).
export const messagesTh: Record<MessageKey, string> = {
  'error.notFound': 'ไม่พบข้อมูลที่ต้องการ',
  'error.routeNotFound': 'ไม่พบเส้นทาง API นี้',
  'error.malformedJson': 'ข้อมูลที่ส่งมาไม่ใช่ JSON ที่ถูกต้อง',
  'error.bodyTooLarge': 'ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป',
  'error.unsupportedMediaType': 'ไม่รองรับรูปแบบข้อมูลที่ส่งมา',
  'error.badRequest': 'ไม่สามารถดำเนินการตามคำขอได้',
  'error.tooManyRequests': 'มีการเรียกใช้งานบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่อีกครั้ง',
  'error.system': 'ระบบไม่สามารถให้บริการได้ในขณะนี้ กรุณาลองใหม่อีกครั้งภายหลัง',
  'error.unavailable': 'ระบบกำลังเริ่มต้นหรือปิดปรับปรุง กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  'validation.required': 'กรุณากรอกข้อมูล',
  'validation.invalid': 'กรุณากรอกข้อมูลให้ถูกต้อง',
  'validation.invalidType': 'กรุณากรอกข้อมูลให้ถูกต้อง',
  'validation.tooLong': 'ไม่เกิน {max} ตัวอักษร',
  'validation.tooShort': 'อย่างน้อย {min} ตัวอักษร',
  'validation.tooSmall': 'ต้องไม่น้อยกว่า {min}',
  'validation.tooBig': 'ต้องไม่เกิน {max}',
  'validation.oneOf': 'ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้: {options}',
  'validation.unknownField': 'ไม่รับข้อมูลช่องนี้',
  'validation.integer': 'ต้องเป็นจำนวนเต็ม',
};
