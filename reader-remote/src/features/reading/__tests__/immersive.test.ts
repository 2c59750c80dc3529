import { act } from '@testing-library/react';
import { renderHookWithProviders } from '@exam/shared-ui/testing';
import { useImmersive } from '../hooks/use-immersive';

/**
 * A stand-in for the browser's Fullscreen API whose exit ends only when `finishExit()` is called, as in
 * Chromium, where exitFullscreen() resolves a frame or more later.
 */
function fakeFullscreen(el: HTMLElement) {
  let current: Element | null = null;
  let pendingExit: (() => void) | null = null;
  const fire = () => document.dispatchEvent(new Event('fullscreenchange'));
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => current });
  const requests = jest.fn(() => {
    current = el;
    fire();
    return Promise.resolve();
  });
  el.requestFullscreen = requests;
  document.exitFullscreen = jest.fn(
    () =>
      new Promise<void>((resolve) => {
        pendingExit = () => {
          current = null;
          fire();
          resolve();
        };
      }),
  );
  return {
    requests,
    finishExit: () => act(() => pendingExit?.()),
    browserExit: () =>
      act(() => {
        current = null;
        fire();
      }),
    isFullscreen: () => current === el,
  };
}

describe('useImmersive', () => {
  it('a toggle back on while the exit is under way ends in fullscreen, not undone by the exit', () => {
    const el = document.createElement('div');
    const fs = fakeFullscreen(el);
    const { result } = renderHookWithProviders(() => useImmersive({ current: el }));
    act(() => result.current.toggle());
    expect(result.current.immersive).toBe(true);
    expect(fs.isFullscreen()).toBe(true);

    // "f f": out, and straight back in before the browser has left fullscreen.
    act(() => result.current.toggle());
    act(() => result.current.toggle());
    expect(result.current.immersive).toBe(true);
    fs.finishExit();
    expect(result.current.immersive).toBe(true);
    expect(fs.requests).toHaveBeenCalledTimes(2);
    expect(fs.isFullscreen()).toBe(true);
  });

  it('an exit of our own stays out; the browser leaving fullscreen (Esc) leaves immersive mode', () => {
    const el = document.createElement('div');
    const fs = fakeFullscreen(el);
    const { result } = renderHookWithProviders(() => useImmersive({ current: el }));
    act(() => result.current.toggle());
    act(() => result.current.toggle());
    fs.finishExit();
    expect(result.current.immersive).toBe(false);
    expect(fs.requests).toHaveBeenCalledTimes(1);

    act(() => result.current.toggle());
    expect(result.current.immersive).toBe(true);
    fs.browserExit();
    expect(result.current.immersive).toBe(false);
    // The next toggle enters again rather than "leaving" a mode the browser already left.
    act(() => result.current.toggle());
    expect(result.current.immersive).toBe(true);
    expect(fs.isFullscreen()).toBe(true);
  });
});
