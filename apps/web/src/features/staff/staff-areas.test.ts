import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '@pawsook/shared/staff/staff-roles';
import { areasFor, STAFF_AREAS, staffAreaHref, staffReturnPath } from './staff-areas';

const paths = (role: (typeof STAFF_ROLES)[number]) => areasFor(role).map((area) => area.path);

describe('the back office navigation by role', () => {
  it('gives owners every area', () => {
    expect(paths('owner')).toEqual(['orders', 'tax-documents', 'catalog', 'promotions', 'members', 'content', 'settings', 'team', 'audit-log']);
  });

  it('gives managers every area but the team', () => {
    expect(paths('manager')).toEqual(['orders', 'tax-documents', 'catalog', 'promotions', 'members', 'content', 'settings', 'audit-log']);
  });

  it('gives operators orders (and their tax documents) and the catalogue, support members too, content editors the content only', () => {
    expect(paths('operator')).toEqual(['orders', 'tax-documents', 'catalog']);
    expect(paths('support')).toEqual(['orders', 'tax-documents', 'catalog', 'members']);
    expect(paths('content')).toEqual(['content']);
  });

  it('names every area once, under /staff', () => {
    expect(new Set(STAFF_AREAS.map((area) => area.key)).size).toBe(STAFF_AREAS.length);
    expect(STAFF_AREAS.map(staffAreaHref).every((href) => /^\/staff\/[a-z-]+$/.test(href))).toBe(true);
  });
});

describe('where signing in leads', () => {
  it('back to the back-office page the visitor was sent away from', () => {
    expect(staffReturnPath('/staff/audit-log?action=orders')).toBe('/staff/audit-log?action=orders');
    expect(staffReturnPath('/staff')).toBe('/staff');
  });

  it('home otherwise: nothing, the shop, another site, or a signed-out page', () => {
    expect(staffReturnPath(undefined)).toBe('/staff');
    expect(staffReturnPath('/user/account/profile')).toBe('/staff');
    expect(staffReturnPath('/staffroom')).toBe('/staff');
    expect(staffReturnPath('//evil.example/staff')).toBe('/staff');
    expect(staffReturnPath('/staff/signin')).toBe('/staff');
    expect(staffReturnPath('/staff/accept-invite?token=x')).toBe('/staff');
  });
});
