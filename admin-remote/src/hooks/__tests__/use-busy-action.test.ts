import { act } from '@testing-library/react';
import { renderHookWithProviders } from '@exam/shared-ui/testing';
import { notify } from '@exam/web-platform/client';
import { useBusyAction } from '../use-busy-action';

const MESSAGES = { success: 'Payment approved successfully', failure: 'Failed to approve payment' };

describe('useBusyAction', () => {
  let success: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    success = jest.spyOn(notify, 'success').mockImplementation(() => '');
    error = jest.spyOn(notify, 'error').mockImplementation(() => '');
  });
  afterEach(() => jest.restoreAllMocks());

  it('marks the key busy while the action runs, then toasts the success', async () => {
    const { result } = renderHookWithProviders(() => useBusyAction<string>());
    let finish: () => void = () => undefined;
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = result.current.run('p1', () => new Promise<void>((resolve) => (finish = resolve)), MESSAGES);
    });
    expect(result.current.busy).toBe('p1');
    await act(async () => {
      finish();
      await expect(done).resolves.toBe(true);
    });
    expect(result.current.busy).toBeNull();
    expect(success).toHaveBeenCalledWith('Payment approved successfully');
    expect(error).not.toHaveBeenCalled();
  });

  it("toasts the server's error text, else the fallback, and frees the key", async () => {
    const { result } = renderHookWithProviders(() => useBusyAction<string>());
    await act(async () => {
      const refused = { status: 409, data: { error: 'Payment already reviewed' } };
      await expect(result.current.run('p1', () => Promise.reject(refused), MESSAGES)).resolves.toBe(false);
      await expect(
        result.current.run('p2', () => Promise.reject({ status: 500, data: null }), MESSAGES),
      ).resolves.toBe(false);
    });
    expect(error.mock.calls).toEqual([['Payment already reviewed'], ['Failed to approve payment']]);
    expect(success).not.toHaveBeenCalled();
    expect(result.current.busy).toBeNull();
  });
});
