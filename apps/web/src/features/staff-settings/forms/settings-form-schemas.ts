/**
 * The settings forms: what the inputs hold (text, as typed) turned into the calls' bodies. Money and
 * donation places are checked by the shared request schemas (packages/shared/src/schemas/
 * staff-shop-settings.ts, staff-donation-places.ts), as the API checks them. The payment channel's
 * body has no shared schema yet (it lives in apps/api/src/modules/payments/staff-payment-channels.routes.ts):
 * its one rule, 1 minute to 7 days, is written here as the API writes it.
 */
import { z } from 'zod';
import { staffDonationPlaceBody } from '@pawsook/shared/schemas/staff-donation-places';
import { staffShopSettingsBody } from '@pawsook/shared/schemas/staff-shop-settings';
import { bahtDecimalText, bahtToSatang } from '@pawsook/shared/money/money';
import type { FieldError } from '../../../lib/normalise-result';
import type { PaymentChannelChange, StaffDonationPlace, StaffPaymentChannel, StaffShopSettings, StaffShopSettingsBody } from '../api/settings-calls';

/** Baht as typed ("1,250.50", " 45 "): a number for the shared rule, or the message of what is wrong. */
const bahtInput = z
  .string()
  .transform((text) => text.replace(/[,\s]/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'validation.required')
      .regex(/^-?\d+(\.\d+)?$/, 'validation.invalid'),
  )
  .transform(Number);

/** An amount of baht for the form's input: two decimals, no grouping ("50.00"). */
export const bahtInputText = (baht: number): string => bahtDecimalText(bahtToSatang(baht));

// ---------------------------------------------------------------- shipping

export interface ShippingFormValues {
  shippingFee: string;
  /** 'from': general orders ship free from an amount; 'never': they always pay the fee */
  freeMode: 'from' | 'never';
  freeShippingFrom: string;
}

const fee = bahtInput.pipe(staffShopSettingsBody.shape.shippingFee);

export const shippingFormSchema = z
  .discriminatedUnion('freeMode', [
    z.object({ freeMode: z.literal('never'), shippingFee: fee, freeShippingFrom: z.string() }),
    z.object({ freeMode: z.literal('from'), shippingFee: fee, freeShippingFrom: bahtInput.pipe(staffShopSettingsBody.shape.freeShippingFrom.unwrap()) }),
  ])
  .transform((values): StaffShopSettingsBody => ({
    shippingFee: values.shippingFee,
    freeShippingFrom: values.freeMode === 'never' ? null : values.freeShippingFrom,
  }));

export function shippingFormValues(settings: StaffShopSettings): ShippingFormValues {
  return {
    shippingFee: bahtInputText(settings.shippingFee),
    freeMode: settings.freeShippingFrom === null ? 'never' : 'from',
    freeShippingFrom: settings.freeShippingFrom === null ? '' : bahtInputText(settings.freeShippingFrom),
  };
}

// ---------------------------------------------------------------- payment channels

/** How long an unpaid order may wait, as the API allows it: 1 minute to 7 days. */
export const EXPIRY_MINUTES = { min: 1, max: 10_080 } as const;

export interface ChannelFormValues {
  offered: boolean;
  /** 'default': the shop's configured time for the channel's kind; 'own': the minutes typed */
  expiryMode: 'default' | 'own';
  expiryMinutes: string;
}

const minutesInput = z
  .string()
  .trim()
  .regex(/^\d+$/, 'validation.integer')
  .transform(Number)
  .pipe(z.number().int().min(EXPIRY_MINUTES.min).max(EXPIRY_MINUTES.max));

export const channelFormSchema = z
  .discriminatedUnion('expiryMode', [
    z.object({ expiryMode: z.literal('default'), offered: z.boolean(), expiryMinutes: z.string() }),
    z.object({ expiryMode: z.literal('own'), offered: z.boolean(), expiryMinutes: minutesInput }),
  ])
  .transform((values) => ({
    status: values.offered ? ('active' as const) : ('inactive' as const),
    expiryMinutes: values.expiryMode === 'default' ? null : values.expiryMinutes,
  }));
export type ChannelFormOutput = z.output<typeof channelFormSchema>;

export function channelFormValues(channel: StaffPaymentChannel): ChannelFormValues {
  return {
    offered: channel.status === 'active',
    expiryMode: channel.expiryMinutes === null ? 'default' : 'own',
    expiryMinutes: channel.expiryMinutes === null ? '' : String(channel.expiryMinutes),
  };
}

/** Only what differs from the channel as it is: an unchanged field is not sent (nor audited). */
export function channelChange(channel: StaffPaymentChannel, wanted: ChannelFormOutput): PaymentChannelChange {
  const change: PaymentChannelChange = {};
  if (wanted.status !== channel.status) change.status = wanted.status;
  if (wanted.expiryMinutes !== channel.expiryMinutes) change.expiryMinutes = wanted.expiryMinutes;
  return change;
}

// ---------------------------------------------------------------- donation places

export interface DonationPlaceFormValues {
  nameTh: string;
  nameEn: string;
  descriptionTh: string;
  descriptionEn: string;
  receiveName: string;
  contact: string;
  address: string;
  /** region ids as the address pickers hold them ('' until chosen) */
  province: string;
  district: string;
  subDistrict: string;
  postelCode: string;
  status: 'active' | 'inactive';
}
export type DonationPlaceField = keyof DonationPlaceFormValues;

export const EMPTY_DONATION_PLACE: DonationPlaceFormValues = {
  nameTh: '',
  nameEn: '',
  descriptionTh: '',
  descriptionEn: '',
  receiveName: '',
  contact: '',
  address: '',
  province: '',
  district: '',
  subDistrict: '',
  postelCode: '',
  status: 'active',
};

const regionInput = <T extends z.ZodType<number, number>>(rule: T) => z.string().min(1, 'validation.required').transform(Number).pipe(rule);
const shape = staffDonationPlaceBody.shape;

export const donationPlaceFormSchema = staffDonationPlaceBody.extend({
  province: regionInput(shape.province),
  district: regionInput(shape.district),
  subDistrict: regionInput(shape.subDistrict),
  postelCode: z.string().min(1, 'validation.required').pipe(shape.postelCode),
});
export type DonationPlaceFormOutput = z.output<typeof donationPlaceFormSchema>;

/** The input limits of the shared rule, for maxLength attributes. */
export const DONATION_PLACE_LIMITS = { name: 200, description: 5_000, receiveName: 200, contact: 100, address: 500 } as const;

export function donationPlaceFormValues(place: StaffDonationPlace): DonationPlaceFormValues {
  return {
    nameTh: place.nameTh,
    nameEn: place.nameEn,
    descriptionTh: place.descriptionTh,
    descriptionEn: place.descriptionEn,
    receiveName: place.receiveName,
    contact: place.contact,
    address: place.address,
    province: String(place.province),
    district: String(place.district),
    subDistrict: String(place.subDistrict),
    postelCode: place.postelCode,
    status: place.status,
  };
}

const PLACE_FIELDS = Object.keys(EMPTY_DONATION_PLACE) as DonationPlaceField[];

/** A 400's messages placed on the form's fields; the rest (a field the form does not have) above it. */
export function placeDonationPlaceErrors(errors: readonly FieldError[]): { fields: Partial<Record<DonationPlaceField, string>>; general: string[] } {
  const placed: { fields: Partial<Record<DonationPlaceField, string>>; general: string[] } = { fields: {}, general: [] };
  for (const { field, message } of errors) {
    const target = PLACE_FIELDS.find((f) => f === field);
    if (target) placed.fields[target] ??= message;
    else if (!placed.general.includes(message)) placed.general.push(message);
  }
  return placed;
}
