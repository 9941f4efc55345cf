import { describe, expect, it } from 'vitest';
import { christianEraIsoDate, displayDateToIso, typedBuddhistEraYear } from './member-rules';
import { profileUpdateBody, registerBody } from '../schemas/members';

describe('Buddhist-era birthdays (decision 0045)', () => {
  it('takes a year from 2400 on as Buddhist era, the same day 543 years earlier', () => {
    expect(christianEraIsoDate('2533-02-14')).toBe('1990-02-14');
    expect(christianEraIsoDate('2400-01-01')).toBe('1857-01-01');
    expect(christianEraIsoDate('1990-02-14')).toBe('1990-02-14');
    expect(christianEraIsoDate('2399-01-01')).toBe('2399-01-01');
    expect(christianEraIsoDate('not a date')).toBe('not a date');
  });

  it('reads a typed date in either era, checking the day in the Christian era', () => {
    expect(displayDateToIso('14/02/2533')).toBe('1990-02-14');
    expect(displayDateToIso(' 14/02/1990 ')).toBe('1990-02-14');
    // BE 2535 is CE 1992, a leap year: its 29 February is real although 2535 is not divisible by 4
    expect(displayDateToIso('29/02/2535')).toBe('1992-02-29');
    expect(displayDateToIso('29/02/2534')).toBeNull();
    expect(displayDateToIso('31/04/2533')).toBeNull();
  });

  it('says which typed year is Buddhist era, for the form to show what it will keep', () => {
    expect(typedBuddhistEraYear('14/02/2533')).toBe(2533);
    expect(typedBuddhistEraYear('14/02/1990')).toBeNull();
    expect(typedBuddhistEraYear('14/02/25')).toBeNull();
    expect(typedBuddhistEraYear('')).toBeNull();
  });

  it('lets the API take a Buddhist-era birthday on sign-up and in the profile, and still refuses the future', () => {
    const base = { email: 'a@b.co', password: 'Meow#2026cat', name: 'มาลี', surname: 'ใจดี', phone1: '0891234567' };
    expect(registerBody.parse({ ...base, birthDate: '2533-02-14' }).birthDate).toBe('1990-02-14');
    expect(profileUpdateBody.parse({ name: 'มาลี', surname: 'ใจดี', phone1: '0891234567', birthdate: '2535-02-29' }).birthdate).toBe('1992-02-29');
    const future = registerBody.safeParse({ ...base, birthDate: '2999-01-01' });
    expect(future.error?.issues.map((i) => i.message)).toEqual(['member.birthdayPast']);
    const tooOld = registerBody.safeParse({ ...base, birthDate: '2440-01-01' }); // CE 1897
    expect(tooOld.error?.issues.map((i) => i.message)).toEqual(['member.birthdayInvalid']);
  });
});
