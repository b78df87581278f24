import { describe, expect, it } from 'vitest';
import { isAskShortcut, takesText, type KeyPress } from './shortcut';

const press = (overrides: Partial<KeyPress>): KeyPress => ({
  key: 'i',
  code: 'KeyI',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...overrides,
});

describe('isAskShortcut', () => {
  it('takes Ctrl+I and ⌘I', () => {
    expect(isAskShortcut(press({ ctrlKey: true }))).toBe(true);
    expect(isAskShortcut(press({ metaKey: true }))).toBe(true);
    expect(isAskShortcut(press({ ctrlKey: true, key: 'I' }))).toBe(true);
  });

  it('leaves the plain letter, the search shortcut and the developer tools alone', () => {
    expect(isAskShortcut(press({}))).toBe(false);
    expect(isAskShortcut(press({ ctrlKey: true, key: 'k', code: 'KeyK' }))).toBe(false);
    expect(isAskShortcut(press({ ctrlKey: true, shiftKey: true, key: 'I' }))).toBe(false);
    expect(isAskShortcut(press({ metaKey: true, altKey: true }))).toBe(false);
    expect(isAskShortcut(press({ ctrlKey: true, metaKey: true }))).toBe(false);
    expect(isAskShortcut(press({ ctrlKey: true, isComposing: true }))).toBe(false);
  });

  it('follows the letter on other Latin layouts and the key position on non-Latin ones', () => {
    // Dvorak: the key where QWERTY has I types C; the I is elsewhere.
    expect(isAskShortcut(press({ ctrlKey: true, key: 'c', code: 'KeyI' }))).toBe(false);
    expect(isAskShortcut(press({ ctrlKey: true, key: 'i', code: 'KeyG' }))).toBe(true);
    // Russian ЙЦУКЕН: that key types ш.
    expect(isAskShortcut(press({ ctrlKey: true, key: 'ш', code: 'KeyI' }))).toBe(true);
  });
});

describe('takesText', () => {
  it('is true for form fields and text being edited', () => {
    expect(takesText({ tagName: 'TEXTAREA' })).toBe(true);
    expect(takesText({ tagName: 'INPUT' })).toBe(true);
    expect(takesText({ tagName: 'select' })).toBe(true);
    expect(takesText({ tagName: 'DIV', isContentEditable: true })).toBe(true);
  });

  it('is false for links, buttons and the page itself', () => {
    expect(takesText({ tagName: 'A' })).toBe(false);
    expect(takesText({ tagName: 'BUTTON' })).toBe(false);
    expect(takesText({ tagName: 'BODY', isContentEditable: false })).toBe(false);
  });
});
