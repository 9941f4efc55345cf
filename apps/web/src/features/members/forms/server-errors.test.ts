import { describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD_FIELDS, placeServerErrors, SIGN_UP_FIELDS } from './server-errors';

describe('server field errors', () => {
  it('puts the sign-up keys on the form fields', () => {
    const placed = placeServerErrors(
      [
        { field: 'email', message: 'This email is already a member. Please enter a new email address.' },
        { field: 'name', message: 'Please use Thai or English letters only.' },
        { field: 'phone1', message: 'Please enter digits only.' },
        { field: 'birthDate', message: 'The birthday must be before today.' },
      ],
      SIGN_UP_FIELDS,
    );
    expect(placed).toEqual({
      fields: {
        email: 'This email is already a member. Please enter a new email address.',
        first_name: 'Please use Thai or English letters only.',
        mobile: 'Please enter digits only.',
        birthday: 'The birthday must be before today.',
      },
      general: [],
    });
  });

  it('maps newPassword to the new password field and keeps the first message per field', () => {
    const placed = placeServerErrors(
      [
        { field: 'newPassword', message: 'first' },
        { field: 'newPassword', message: 'second' },
        { field: 'currentPassword', message: 'The current password is incorrect.' },
      ],
      CHANGE_PASSWORD_FIELDS,
    );
    expect(placed.fields).toEqual({ newPassword: 'first', currentPassword: 'The current password is incorrect.' });
  });

  it('keeps messages for unknown or missing fields as general messages, once', () => {
    const placed = placeServerErrors(
      [
        { field: null, message: 'Registration failed.' },
        { field: 'request', message: 'Registration failed.' },
        { field: 'token', message: 'This link has expired' },
      ],
      SIGN_UP_FIELDS,
    );
    expect(placed).toEqual({ fields: {}, general: ['Registration failed.', 'This link has expired'] });
  });
});
