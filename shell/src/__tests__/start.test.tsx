import { act } from 'react';
import { start } from '../start';

// The shell's own parts stand in: this is about when start() draws, not what.
jest.mock('../app', () => ({ App: () => <p>the shell</p> }));
jest.mock('../lib/remotes', () => ({
  ensureRemotesRegistered: () => Promise.resolve(),
  watchReleaseSwitch: () => undefined,
}));
// Its steps' tasks are the browser's business; here each follows at once.
jest.mock('@exam/web-platform/federation', () => ({ nextTask: () => Promise.resolve() }));
let answerSession: () => void = () => undefined;
jest.mock('../lib/session', () => ({
  startSession: () => new Promise<void>((resolve) => (answerSession = resolve)),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const drawn = () => document.getElementById('root')?.textContent;

/** Lets promise callbacks and the transition's render run. */
const settle = () => act(async () => await Promise.resolve());

/**
 * A Redux update that lands while React draws the first render in slices (the session check's answer)
 * makes React draw the whole page again in one long task; start() therefore draws once the session is
 * known, but never waits on a slow check for long.
 */
describe('start()', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '<div id="root"><div data-prerender data-path="/">server</div></div>';
  });
  afterEach(() => jest.useRealTimers());

  it('draws the first render once the session check has answered, keeping the server’s page until then', async () => {
    void start();
    await settle();
    await act(async () => void (await jest.advanceTimersByTimeAsync(1000)));
    expect(drawn()).toBe('server');
    answerSession();
    await settle();
    expect(drawn()).toBe('the shell');
  });

  it('draws it after 1.5 s when the check has not answered (the page shows its own spinner)', async () => {
    void start();
    await settle();
    await act(async () => void (await jest.advanceTimersByTimeAsync(1499)));
    expect(drawn()).toBe('server');
    await act(async () => void (await jest.advanceTimersByTimeAsync(1)));
    await settle();
    expect(drawn()).toBe('the shell');
  });
});
