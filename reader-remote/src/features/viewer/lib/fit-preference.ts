import { READER_FIT_STORAGE_KEY } from '@exam/shared-contracts/rules';
import { defaultZoom, type Zoom } from './zoom';

/** True when the student chose FIT on this device (remembered in localStorage). */
export function rememberedFit(): boolean {
  try {
    return localStorage.getItem(READER_FIT_STORAGE_KEY) === '1';
  } catch {
    return false; // Storage blocked (private mode): the default zoom.
  }
}

/**
 * The zoom a viewer opens with (FIT remembered per device): FIT when it was
 * last chosen on this device, else the default zoom of the screen (SPEC 9).
 */
export function initialZoom(screenWidth: number): Zoom {
  return rememberedFit() ? 'fit' : defaultZoom(screenWidth);
}

/** Remembers whether the student's zoom is FIT, for the next book opened on this device. */
export function rememberFit(fit: boolean): void {
  try {
    if (fit) localStorage.setItem(READER_FIT_STORAGE_KEY, '1');
    else localStorage.removeItem(READER_FIT_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing is remembered.
  }
}
