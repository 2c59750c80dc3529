import { isBlockedShortcut } from './blocked-shortcuts';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe('the shortcuts the reader and the exam screen block', () => {
  it.each(['s', 'p', 'u', 'c', 'S', 'P'])('Ctrl+%s and Cmd+%s', (k) => {
    expect(isBlockedShortcut(key(k, { ctrlKey: true }))).toBe(true);
    expect(isBlockedShortcut(key(k, { metaKey: true }))).toBe(true);
  });

  it('F12 and Ctrl+Shift+I/J/C', () => {
    expect(isBlockedShortcut(key('F12'))).toBe(true);
    for (const k of ['I', 'J', 'C'])
      expect(isBlockedShortcut(key(k, { ctrlKey: true, shiftKey: true }))).toBe(true);
  });

  it('leaves typing and other shortcuts alone', () => {
    expect(isBlockedShortcut(key('c'))).toBe(false);
    expect(isBlockedShortcut(key('5'))).toBe(false);
    expect(isBlockedShortcut(key('a', { ctrlKey: true }))).toBe(false);
    expect(isBlockedShortcut(key('K', { ctrlKey: true, shiftKey: true }))).toBe(false);
  });
});
