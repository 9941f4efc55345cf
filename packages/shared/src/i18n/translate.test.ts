import { describe, expect, it } from 'vitest';
import { messagesEn } from './messages.en';
import { messagesTh } from './messages.th';
import { parseLang, translate } from './translate';

describe('API message catalogs', () => {
  it('have the same keys in Thai and English, none empty', () => {
    expect(Object.keys(messagesTh).sort()).toEqual(Object.keys(messagesEn).sort());
    for (const text of [...Object.values(messagesTh), ...Object.values(messagesEn)]) {
      expect(text.trim()).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(messagesEn) as (keyof typeof messagesEn)[]) {
      expect(placeholders(messagesTh[key]), key).toEqual(placeholders(messagesEn[key]));
    }
  });
});

describe('translate', () => {
  it('fills placeholders', () => {
    expect(translate('en', 'validation.tooLong', { max: 100 })).toBe('Cannot be longer than 100 characters');
    expect(translate('th', 'validation.tooLong', { max: 100 })).toBe('ไม่เกิน 100 ตัวอักษร');
  });

  it('leaves unknown placeholders visible rather than inventing text', () => {
    expect(translate('en', 'validation.tooLong')).toBe('Cannot be longer than {max} characters');
  });
});

describe('parseLang', () => {
  it('defaults to Thai and accepts English variants', () => {
    expect(parseLang(undefined)).toBe('th');
    expect(parseLang('fr')).toBe('th');
    expect(parseLang('th')).toBe('th');
    expect(parseLang('en')).toBe('en');
    expect(parseLang('EN-us')).toBe('en');
  });
});
