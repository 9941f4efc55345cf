import { z } from '../validation/z';
import { idParam } from '../validation/ids';

/** A donation place as staff keep it: where donations are delivered, and whether it takes them now. */
const placeFields = z.object({
  nameTh: z.string().trim().min(1, 'validation.required').max(200),
  nameEn: z.string().trim().min(1, 'validation.required').max(200),
  descriptionTh: z.string().max(5_000),
  descriptionEn: z.string().max(5_000),
  /** who signs for deliveries */
  receiveName: z.string().trim().min(1, 'validation.required').max(200),
  /** a phone number or a LINE id the carrier can call */
  contact: z.string().trim().min(1, 'validation.required').max(100),
  address: z.string().trim().min(1, 'validation.required').max(500),
  province: z.number().int().min(1),
  district: z.number().int().min(1),
  subDistrict: z.number().int().min(1),
  postelCode: z.string().regex(/^\d{5}$/, 'address.postalCode'),
  status: z.enum(['active', 'inactive']),
});

export const staffDonationPlaceBody = placeFields;
export const staffDonationPlaceChangeBody = placeFields.partial().refine((body) => Object.keys(body).length > 0, 'validation.required');
export const staffDonationPlaceParams = z.object({ id: idParam });
export const staffDonationPlaceSchema = placeFields.extend({ id: z.number().int() });
export type StaffDonationPlace = z.infer<typeof staffDonationPlaceSchema>;
