import { act } from '@testing-library/react';
import { renderHookWithProviders } from '@exam/shared-ui/testing';
import { PAGE_TRANSITION_MS, usePageNavigation } from '../hooks/use-page-navigation';

describe('usePageNavigation (docs/domains/reading.md "Viewer states": 150 ms transition)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resumes at the saved page, clamped', () => {
    const { result } = renderHookWithProviders(() => usePageNavigation(10, 42));
    expect(result.current.page).toBe(10);
  });

  it('ignores arrow steps during the transition', () => {
    const { result } = renderHookWithProviders(() => usePageNavigation(10, 1));
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current.page).toBe(2);
    expect(result.current.transitioning).toBe(true);
    act(() => jest.advanceTimersByTime(PAGE_TRANSITION_MS));
    expect(result.current.transitioning).toBe(false);
    act(() => result.current.next());
    expect(result.current.page).toBe(3);
  });

  it('does not drop a page number entered during the transition: it is applied when it ends', () => {
    const { result } = renderHookWithProviders(() => usePageNavigation(10, 1));
    act(() => result.current.next());
    act(() => result.current.goTo(7));
    expect(result.current.page).toBe(2);
    act(() => jest.advanceTimersByTime(PAGE_TRANSITION_MS));
    expect(result.current.page).toBe(7);
    act(() => jest.advanceTimersByTime(PAGE_TRANSITION_MS));
    expect(result.current.transitioning).toBe(false);
  });

  it('keeps only the latest of several entries, clamped to 1..total', () => {
    const { result } = renderHookWithProviders(() => usePageNavigation(10, 1));
    act(() => result.current.goTo(4));
    act(() => result.current.goTo(6));
    act(() => result.current.goTo(99));
    act(() => jest.advanceTimersByTime(PAGE_TRANSITION_MS));
    expect(result.current.page).toBe(10);
  });
});
