import { commandForKey } from '../lib/keys';
import { loadErrorMessage, renderErrorMessage } from '../lib/load-error';
import { readerIdentity, watermarkLines } from '../lib/watermark';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

// The blocked shortcuts ("Protection") are the shared rule's: shared-contracts/src/rules/blocked-shortcuts.test.ts.
describe('keys (docs/domains/reading.md "Keyboard")', () => {
  it('maps navigation and zoom keys', () => {
    expect(commandForKey(key('ArrowLeft'))).toBe('prev');
    expect(commandForKey(key('PageUp'))).toBe('prev');
    expect(commandForKey(key('ArrowRight'))).toBe('next');
    expect(commandForKey(key('PageDown'))).toBe('next');
    expect(commandForKey(key('Escape'))).toBe('close');
    expect(commandForKey(key('+'))).toBe('zoomIn');
    expect(commandForKey(key('='))).toBe('zoomIn');
    expect(commandForKey(key('-'))).toBe('zoomOut');
    expect(commandForKey(key('0'))).toBe('resetZoom');
    expect(commandForKey(key('f'))).toBe('fullscreen');
    expect(commandForKey(key('x'))).toBeNull();
    expect(commandForKey(key('0', { ctrlKey: true }))).toBeNull();
  });
});

describe('messages (docs/domains/reading.md "Viewer errors")', () => {
  it('maps an HTTP status', () => {
    expect(
      loadErrorMessage(Object.assign(new Error('Unexpected server response (403)'), { status: 403 })),
    ).toBe('Failed to load PDF: HTTP 403: Forbidden');
    expect(loadErrorMessage({ status: 404 })).toBe('Failed to load PDF: HTTP 404: Not Found');
  });
  it('falls back to the message', () => {
    expect(loadErrorMessage(new Error('Invalid PDF structure.'))).toBe(
      'Failed to load PDF: Invalid PDF structure.',
    );
    expect(renderErrorMessage(new Error('boom'))).toBe('Failed to render page: boom');
  });
  it("adds the server's error text to a page failure", () => {
    expect(renderErrorMessage({ status: 503, data: { error: 'Renderer busy', code: 'reader_busy' } })).toBe(
      'Failed to render page: HTTP 503: Service Unavailable (Renderer busy)',
    );
  });
  it('builds the watermark lines', () => {
    const date = new Date(2025, 0, 5);
    expect(watermarkLines(date)[0]).toBe('SECURE VIEWER');
    expect(watermarkLines(date)[1]).toMatch(/2025/);
    expect(watermarkLines(date, 'a@b.in')[1]).toMatch(/^a@b\.in · /);
  });
  it('names the reader by e-mail, else by account id', () => {
    expect(readerIdentity({ id: 'u1', email: 'a@b.in' })).toBe('a@b.in');
    expect(readerIdentity({ id: 'u1', email: null })).toBe('account u1');
    expect(readerIdentity(null)).toBeNull();
  });
});
