import { ATTEMPT_DEVICE_MESSAGES } from '@exam/shared-contracts/constants';
import { HttpStatusError } from '../../../lib/http';
import { OPENED_ELSEWHERE } from './fixtures';
import { QueueStoppedError } from '../lib/queue-stop';
import type { SaveQueue } from '../lib/save-queue';
import { submitWhenSaved } from '../lib/submit-flow';

const queue = (drain: () => Promise<void>) => ({ drain }) as unknown as SaveQueue;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('submitWhenSaved: nothing unsaved is left behind by a submit', () => {
  it('submits only after the queue has drained', async () => {
    let release!: () => void;
    const submit = jest.fn(async () => undefined);
    const done = submitWhenSaved(
      queue(() => new Promise<void>((r) => (release = r))),
      submit,
      () => true,
    );
    await jest.advanceTimersByTimeAsync(10_000);
    expect(submit).not.toHaveBeenCalled();
    release();
    await expect(done).resolves.toEqual({ done: true });
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('retries a submit the network dropped, and a 503, until it goes', async () => {
    const submit = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new HttpStatusError(503, 'busy'))
      .mockResolvedValueOnce(undefined);
    const done = submitWhenSaved(
      queue(async () => undefined),
      submit,
      () => true,
    );
    await jest.advanceTimersByTimeAsync(3_000);
    await expect(done).resolves.toEqual({ done: true });
    expect(submit).toHaveBeenCalledTimes(3);
  });

  it('a closed attempt still submits (its result); signed out or refused says why', async () => {
    const submit = jest.fn(async () => undefined);
    await expect(
      submitWhenSaved(
        queue(() => Promise.reject(new QueueStoppedError('closed'))),
        submit,
        () => true,
      ),
    ).resolves.toEqual({ done: true });
    await expect(
      submitWhenSaved(
        queue(() => Promise.reject(new QueueStoppedError('signed-out'))),
        submit,
        () => true,
      ),
    ).resolves.toMatchObject({ done: false, problem: expect.stringMatching(/^Sign in again/) });
    const refused = jest.fn().mockRejectedValue(new HttpStatusError(404, 'Attempt not found'));
    await expect(
      submitWhenSaved(
        queue(async () => undefined),
        refused,
        () => true,
      ),
    ).resolves.toEqual({
      done: false,
      problem: 'Attempt not found',
    });
  });

  it('an attempt opened on another device is not submitted from here, whether the save or the submit was refused', async () => {
    const submit = jest.fn(async () => undefined);
    await expect(
      submitWhenSaved(
        queue(() => Promise.reject(new QueueStoppedError('elsewhere'))),
        submit,
        () => true,
      ),
    ).resolves.toEqual({ done: false, elsewhere: true });
    expect(submit).not.toHaveBeenCalled();

    const refused = jest
      .fn()
      .mockRejectedValue(
        new HttpStatusError(409, ATTEMPT_DEVICE_MESSAGES.openedElsewhere, undefined, OPENED_ELSEWHERE),
      );
    await expect(
      submitWhenSaved(
        queue(async () => undefined),
        refused,
        () => true,
      ),
    ).resolves.toEqual({ done: false, elsewhere: true });
    // Not retried: it would be refused for as long as the test is taken there.
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
