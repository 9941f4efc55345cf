/**
 * A 400's field list ([{field: message}], already in the shopper's language) placed on the form's
 * own fields (member-area.md §8: the sign-up keys email, password, name, surname, phone1, phone2,
 * birthDate map to the form fields; newPassword to the password field). Messages for fields the
 * form does not have are shown above the form instead of being lost.
 */
import type { FieldError } from '../../../lib/normalise-result';

export const SIGN_UP_FIELDS = {
  email: 'email',
  password: 'password',
  name: 'first_name',
  surname: 'last_name',
  phone1: 'mobile',
  phone2: 'mobile_reserve',
  birthDate: 'birthday',
} as const;

export const PROFILE_FIELDS = { name: 'name', surname: 'surname', phone1: 'phone1', phone2: 'phone2', birthdate: 'birthdate' } as const;

export const CHANGE_PASSWORD_FIELDS = { currentPassword: 'currentPassword', newPassword: 'newPassword' } as const;

export const RESET_PASSWORD_FIELDS = { newPassword: 'newPassword' } as const;

export interface PlacedErrors<Field extends string> {
  fields: Partial<Record<Field, string>>;
  general: string[];
}

export function placeServerErrors<Field extends string>(errors: readonly FieldError[], fieldMap: Readonly<Record<string, Field>>): PlacedErrors<Field> {
  const placed: PlacedErrors<Field> = { fields: {}, general: [] };
  for (const { field, message } of errors) {
    const target = field !== null && Object.hasOwn(fieldMap, field) ? fieldMap[field] : undefined;
    if (target !== undefined) placed.fields[target] ??= message;
    else if (!placed.general.includes(message)) placed.general.push(message);
  }
  return placed;
}
