import { act, fireEvent, screen, within } from '@testing-library/react';
import { journalKey } from '../lib/attempt-journal';
import { renderExam, fakeApi } from './exam-harness';
import { attemptState } from './fixtures';

const NOW = Date.parse('2030-01-01T00:00:00Z');

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
});

/** Lets the fake network's promises and React's updates settle. */
async function settle(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** The wide palette (the drawer's copy is closed in these tests). */
const palette = () => within(screen.getByRole('complementary', { name: 'Question palette' }));
const heading = () => screen.getByRole('heading', { level: 2, name: /^Question \d+$/ });

describe('the exam screen', () => {
  it('names palette buttons by number and state; Save & Next saves and crosses into the next section', async () => {
    const api = fakeApi(attemptState(NOW, 3_600_000));
    renderExam();
    await settle();
    expect(heading()).toHaveTextContent('Question 1');
    // Beside the number: the label printed on the paper and the section, which name the question's region.
    expect(screen.getByRole('region', { name: 'Question 1 · Q.1 · Physics Section A' })).toContainElement(
      heading(),
    );
    expect(palette().getByRole('button', { name: 'Question 1: Not Answered' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(palette().getByRole('button', { name: 'Question 2: Not Visited' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'Option (3)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    await settle();
    expect(api.saves(1).map((c) => c.body)).toEqual([
      expect.objectContaining({ answer: '3', markedForReview: false }),
    ]);
    expect(heading()).toHaveTextContent('Question 2');
    // No label printed on the paper: the section alone.
    expect(screen.getByRole('region', { name: 'Question 2 · Physics Section A' })).toBeInTheDocument();
    expect(palette().getByRole('button', { name: 'Question 1: Answered' })).toBeInTheDocument();

    // Question 2 is the section's last: Save & Next opens the next section's first question.
    fireEvent.click(screen.getByRole('radio', { name: 'Option (D)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark for Review & Next' }));
    await settle();
    expect(api.saves(2).map((c) => c.body)).toEqual([
      expect.objectContaining({ answer: '4', markedForReview: true }),
    ]);
    expect(heading()).toHaveTextContent('Question 3');
    expect(screen.getByRole('button', { name: /^Physics Section B/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: /^Physics Section A/ })).toHaveTextContent('2/2 answered');
    expect(palette().getByRole('button', { name: 'Question 3: Not Answered' })).toBeInTheDocument();
    // Seqs only grow, above the server's lastSeq, across saves and moves.
    const seqs = api.calls.filter((c) => c.method === 'PUT').map((c) => c.body!.seq as number);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    expect(new Set(seqs).size).toBe(seqs.length);
  });

  it('choosing a palette number does not save an unsaved choice (as on NTA)', async () => {
    const api = fakeApi(attemptState(NOW, 3_600_000));
    renderExam();
    await settle();
    fireEvent.click(screen.getByRole('radio', { name: 'Option (2)' }));
    fireEvent.click(palette().getByRole('button', { name: 'Question 2: Not Visited' }));
    await settle();
    expect(heading()).toHaveTextContent('Question 2');
    fireEvent.click(palette().getByRole('button', { name: 'Question 1: Not Answered' }));
    await settle();
    expect(api.saves(1)).toEqual([]);
    expect(screen.getByRole('radio', { name: 'Option (2)' })).not.toBeChecked();
    // The moves were reported (a reload resumes where the student is).
    expect(api.calls.filter((c) => c.path.endsWith('/current')).map((c) => c.body!.number)).toEqual([
      1, 2, 1,
    ]);
  });

  it('a lettered question shows Option (A)…(D); a numbered one Option (1)…(4)', async () => {
    fakeApi(attemptState(NOW, 3_600_000));
    renderExam();
    await settle();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual([
      'Option (1)',
      'Option (2)',
      'Option (3)',
      'Option (4)',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual([
      'Option (A)',
      'Option (B)',
      'Option (C)',
      'Option (D)',
    ]);
  });

  it('a whole-number question’s keypad has no decimal point; a typed decimal stays as typed, invalid and unsaved; a decimal one has it', async () => {
    const api = fakeApi(attemptState(NOW, 3_600_000));
    renderExam();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /^Physics Section B/ }));
    await settle();
    expect(heading()).toHaveTextContent('Question 3');
    const keypad = within(screen.getByRole('group', { name: 'Keypad' }));
    expect(keypad.queryByRole('button', { name: 'Decimal point' })).toBeNull();
    fireEvent.click(keypad.getByRole('button', { name: '4' }));
    fireEvent.click(keypad.getByRole('button', { name: '2' }));
    fireEvent.click(keypad.getByRole('button', { name: 'Minus sign' }));
    const box = screen.getByRole('textbox', { name: /Your answer/ });
    expect(box).toHaveValue('-42');
    // Typed, a decimal stays as typed, marked invalid with a spoken message, and is not saved.
    fireEvent.change(box, { target: { value: '-42.5' } });
    expect(box).toHaveValue('-42.5');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('This answer must be a whole number');
    fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    await settle();
    expect(api.saves(3)).toEqual([]);
    expect(heading()).toHaveTextContent('Question 3');
    expect(box).toHaveValue('-42.5');
    fireEvent.click(keypad.getByRole('button', { name: 'Backspace' }));
    fireEvent.click(keypad.getByRole('button', { name: 'Backspace' }));
    expect(box).not.toHaveAttribute('aria-invalid');
    fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    await settle();
    expect(api.saves(3).map((c) => c.body!.answer)).toEqual(['-42']);
    expect(heading()).toHaveTextContent('Question 4');
    const decimal = within(screen.getByRole('group', { name: 'Keypad' }));
    fireEvent.click(decimal.getByRole('button', { name: '1' }));
    fireEvent.click(decimal.getByRole('button', { name: 'Decimal point' }));
    fireEvent.click(decimal.getByRole('button', { name: '5' }));
    expect(screen.getByRole('textbox', { name: /Your answer/ })).toHaveValue('1.5');
  });

  it('submits itself at zero time, after the queue is flushed, and shows the result', async () => {
    const api = fakeApi(attemptState(NOW, 5_000));
    renderExam();
    await settle();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:05');
    fireEvent.click(screen.getByRole('radio', { name: 'Option (1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    await settle(4_000);
    expect(api.submits()).toHaveLength(0);
    await settle(1_500);
    expect(api.submits()).toHaveLength(1);
    // The save went before the submit.
    const order = api.calls.map((c) => c.path);
    expect(order.indexOf('/attempts/att-1/answers/1')).toBeLessThan(order.indexOf('/attempts/att-1/submit'));
    expect(screen.getByText('result page')).toBeInTheDocument();
    expect(localStorage.getItem(journalKey('att-1'))).toBeNull();
  });

  it('follows a deadline the server moved: the timer shows the server’s time left from each answer', async () => {
    const state = attemptState(NOW, 3_600_000);
    fakeApi(state);
    renderExam();
    await settle();
    expect(screen.getByRole('timer')).toHaveTextContent('01:00:00');
    // The admin takes time away; the next acknowledgement carries the new deadline.
    state.deadline = new Date(NOW + 20_000).toISOString();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:20');
  });

  it('an idle screen follows a deadline the admin moved within 15 s, reading only the clock', async () => {
    const state = attemptState(NOW, 3_600_000);
    const api = fakeApi(state);
    renderExam();
    await settle();
    expect(screen.getByRole('timer')).toHaveTextContent('01:00:00');
    const loads = api.reads().length;
    // The admin takes time away; nothing is saved on this screen meanwhile.
    state.deadline = new Date(NOW + 20_000).toISOString();
    await settle(15_500);
    expect(screen.getByRole('timer')).toHaveTextContent(/00:00:0\d/);
    expect(api.clockReads().length).toBeGreaterThanOrEqual(1);
    expect(api.reads()).toHaveLength(loads);
  });

  it('offline: saves wait with "Offline: N answers waiting", then "Saved" when the network is back', async () => {
    const api = fakeApi(attemptState(NOW, 3_600_000));
    renderExam();
    await settle();
    expect(screen.getByTestId('sync-status')).toHaveTextContent('Saved');
    api.net.offline = true;
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    fireEvent.click(screen.getByRole('radio', { name: 'Option (1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    await settle();
    fireEvent.click(screen.getByRole('radio', { name: 'Option (B)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    await settle(3_000);
    expect(screen.getByTestId('sync-status')).toHaveTextContent('Offline: 2 answers waiting');
    // The screen goes on: the saves count at once.
    expect(screen.getByRole('button', { name: /^Physics Section A/ })).toHaveTextContent('2/2 answered');
    api.net.offline = false;
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await settle();
    expect(screen.getByTestId('sync-status')).toHaveTextContent('Saved');
    expect(api.saves(1).at(-1)!.body).toMatchObject({ answer: '1' });
    expect(api.saves(2).at(-1)!.body).toMatchObject({ answer: '2' });
    onLine.mockRestore();
  });

  it('a reload resumes on the same question with the unsent saves of this device over the server’s', async () => {
    const state = attemptState(NOW, 3_600_000, {
      currentQuestion: 1,
      lastSeq: 50,
      answers: [
        { number: 2, answer: '1', markedForReview: false, visited: true, timeSpentMs: 3000, seq: 40 },
      ],
    });
    localStorage.setItem(
      journalKey('att-1'),
      JSON.stringify({
        items: [
          { kind: 'answer', number: 2, answer: '4', markedForReview: true, seq: 60, timeSpentMs: 5000 },
          { kind: 'move', number: 2, seq: 61, times: [{ number: 1, timeSpentMs: 2000 }] },
        ],
        lastSeq: 61,
        times: {},
        submitRequested: false,
      }),
    );
    const api = fakeApi(state);
    renderExam();
    await settle();
    expect(heading()).toHaveTextContent('Question 2');
    expect(screen.getByRole('radio', { name: 'Option (D)' })).toBeChecked();
    expect(
      palette().getByRole('button', { name: 'Question 2: Answered & Marked for Review' }),
    ).toBeInTheDocument();
    expect(api.saves(2).map((c) => c.body)).toEqual([expect.objectContaining({ answer: '4', seq: 60 })]);
    // New saves number above both the server's lastSeq and the journal's.
    fireEvent.click(screen.getByRole('button', { name: 'Clear Response' }));
    await settle();
    expect(api.saves(2).at(-1)!.body).toMatchObject({ answer: null, markedForReview: false });
    expect(api.saves(2).at(-1)!.body!.seq as number).toBeGreaterThan(61);
  });

  it('Submit asks first, with the count of each state, then submits', async () => {
    const api = fakeApi(
      attemptState(NOW, 3_600_000, {
        answers: [
          { number: 1, answer: '2', markedForReview: false, visited: true, timeSpentMs: 0, seq: 1 },
          { number: 2, answer: null, markedForReview: true, visited: true, timeSpentMs: 0, seq: 2 },
        ],
      }),
    );
    renderExam();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Submit the test?' }));
    const total = dialog.getByRole('row', { name: /^Total/ });
    // Total: 5 questions, 3 not visited, 0 not answered, 1 answered, 1 marked, 0 answered & marked.
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5', '3', '0', '1', '1', '0']);
    fireEvent.click(dialog.getByRole('button', { name: 'No, go back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.submits()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, submit' }));
    await settle();
    expect(api.submits()).toHaveLength(1);
    expect(screen.getByText('result page')).toBeInTheDocument();
  });

  it('a 409 on a save means the attempt is closed: the screen goes to the result', async () => {
    const api = fakeApi(attemptState(NOW, 3_600_000));
    renderExam();
    await settle();
    api.net.refuseSaves = { status: 409, error: 'Time is up: the test has ended' };
    fireEvent.click(screen.getByRole('radio', { name: 'Option (2)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    await settle();
    expect(screen.getByText('result page')).toBeInTheDocument();
  });

  it('offline at submit time: the submit waits, says so, and goes when the network is back', async () => {
    const api = fakeApi(attemptState(NOW, 3_600_000));
    renderExam();
    await settle();
    api.net.offline = true;
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    fireEvent.click(screen.getByRole('radio', { name: 'Option (4)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, submit' }));
    await settle(5_000);
    const waiting = screen.getByRole('dialog', { name: 'Submitting your test' });
    expect(waiting).toHaveTextContent('Offline: 1 answer waiting. The submit is waiting');
    expect(api.submits()).toHaveLength(0);
    api.net.offline = false;
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await settle(100);
    expect(api.saves(1).at(-1)!.body).toMatchObject({ answer: '4' });
    expect(api.submits()).toHaveLength(1);
    expect(screen.getByText('result page')).toBeInTheDocument();
    onLine.mockRestore();
  });

  it('reports a tab switch and blocks the reader’s shortcuts', async () => {
    const api = fakeApi(attemptState(NOW, 3_600_000));
    renderExam();
    await settle();
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await settle();
    expect(api.integrity()).toEqual(['tab-switch']);
    for (const init of [
      { key: 's', ctrlKey: true },
      { key: 'F12' },
      { key: 'I', ctrlKey: true, shiftKey: true },
    ]) {
      const event = new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true });
      window.dispatchEvent(event);
      expect([init.key, event.defaultPrevented]).toEqual([init.key, true]);
    }
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);
    visibility.mockRestore();
  });

  it('a question in two languages has a per-question language switch; one in English only has none', async () => {
    fakeApi(attemptState(NOW, 3_600_000));
    renderExam();
    await settle();
    const select = screen.getByRole('combobox', { name: 'View in' });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.textContent)).toEqual([
      'English',
      'हिंदी',
    ]);
    fireEvent.change(select, { target: { value: 'hi' } });
    expect(select).toHaveValue('hi');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle();
    expect(screen.queryByRole('combobox', { name: 'View in' })).toBeNull();
  });

  it('a save refused because the test was opened on another device stops the screen and keeps the save; Continue here takes it back, reads the attempt, then sends it', async () => {
    const state = attemptState(NOW, 3_600_000);
    const api = fakeApi(state);
    renderExam();
    await settle();
    fireEvent.click(screen.getByRole('radio', { name: 'Option (3)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    await settle();

    // The student opened the test on the tablet: the laptop's next save is refused there.
    api.net.elsewhere = true;
    fireEvent.click(screen.getByRole('radio', { name: 'Option (B)' }));
    const saveNext = screen.getByRole('button', { name: 'Save & Next' });
    saveNext.focus();
    fireEvent.click(saveNext);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'This test was opened on another device' });
    // The dialog moves focus in at the next frame (16 ms under fake timers).
    await settle(16);
    expect(within(dialog).getByRole('button', { name: 'Continue here' })).toHaveFocus();
    expect(dialog).toHaveTextContent('1 answer saved on this device will be sent when you continue here.');
    expect(screen.queryByText('result page')).toBeNull();
    expect(screen.getByTestId('sync-status')).toHaveTextContent('On another device: 1 answer waiting');
    const refused = api.saves(2);
    expect(refused).toHaveLength(1);
    const journal = () =>
      JSON.parse(localStorage.getItem(journalKey('att-1'))!) as { items: Record<string, unknown>[] };
    expect(journal().items).toContainEqual(
      expect.objectContaining({ kind: 'answer', number: 2, answer: '2' }),
    );

    // Nothing more goes out: no retry, not when the network "comes back", no reads of the watch; Escape
    // does not close the panel.
    const quiet = api.calls.length;
    fireEvent.keyDown(dialog, { key: 'Escape' });
    act(() => void window.dispatchEvent(new Event('online')));
    await settle(60_000);
    expect(api.calls).toHaveLength(quiet);
    expect(
      screen.getByRole('dialog', { name: 'This test was opened on another device' }),
    ).toBeInTheDocument();

    // Meanwhile the tablet answered question 4 and stayed on it.
    state.answers = [
      { number: 4, answer: '7.5', markedForReview: false, visited: true, timeSpentMs: 9000, seq: Date.now() },
    ];
    state.currentQuestion = 4;
    state.lastSeq = Date.now();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue here' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    // Asked whether the attempt is still open, taken back, read again: only then the queued save went,
    // with the seq it was given when the student saved it.
    expect(api.calls.slice(quiet, quiet + 3).map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /tests/test-1',
      'POST /tests/test-1/attempts',
      'GET /attempts/att-1',
    ]);
    expect(api.saves(2)).toHaveLength(2);
    expect(api.saves(2)[1].body).toEqual(refused[0].body);
    expect(screen.getByTestId('sync-status')).toHaveTextContent('Saved');
    expect(journal().items).toEqual([]);
    // Both devices' answers show; the screen is where it was on this device (its unsent move is over the
    // tablet's); the keyboard is on the screen.
    expect(heading()).toHaveTextContent('Question 3');
    expect(screen.getByRole('button', { name: /^Physics Section A/ })).toHaveTextContent('2/2 answered');
    expect(palette().getByRole('button', { name: 'Question 4: Answered' })).toBeInTheDocument();
    expect(screen.getByTestId('exam-screen')).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(document.body);
  });

  it('an idle screen learns within 15 s that the test was opened on another device, and its clock does not submit', async () => {
    const api = fakeApi(attemptState(NOW, 20_000));
    renderExam();
    await settle();
    api.net.elsewhere = true;
    await settle(14_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await settle(1_500);
    expect(
      screen.getByRole('dialog', { name: 'This test was opened on another device' }),
    ).toBeInTheDocument();
    // Past the deadline: the other device (or the server's deadline job) closes it, not this one.
    await settle(30_000);
    expect(api.submits()).toHaveLength(0);
    expect(screen.queryByText('result page')).toBeNull();
  });

  it('a question image refused because the test was opened on another device stops the screen too', async () => {
    const api = fakeApi(attemptState(NOW, 3_600_000));
    // jsdom lays nothing out: give the image's box a width, so the image is asked for.
    const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    renderExam();
    await settle();
    api.net.elsewhere = true;
    // Another language is only an image (and its layout, for a phone's reflow): nothing is saved or moved.
    const before = api.calls.length;
    fireEvent.change(screen.getByRole('combobox', { name: 'View in' }), { target: { value: 'hi' } });
    await settle();
    const after = api.calls.slice(before).map((c) => c.path);
    expect(after.some((p) => /\/questions\/1\/image\?w=\d+&lang=hi$/.test(p))).toBe(true);
    expect(after.every((p) => /\/questions\/1\/(image|layout)\?w=\d+&lang=hi$/.test(p))).toBe(true);
    expect(
      screen.getByRole('dialog', { name: 'This test was opened on another device' }),
    ).toBeInTheDocument();
    // Taken back here, the refused image is asked for again.
    const images = () => api.calls.filter((c) => /\/questions\/1\/image\?w=\d+&lang=hi$/.test(c.path));
    expect(images()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Continue here' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(images()).toHaveLength(2);
    width.mockRestore();
  });

  it('opened here after it was opened elsewhere: the panel instead of an error; Continue here loads the test', async () => {
    const api = fakeApi(attemptState(NOW, 3_600_000));
    api.net.elsewhere = true;
    renderExam();
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'This test was opened on another device' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue here' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(heading()).toHaveTextContent('Question 1');
  });

  it('Continue here after the test was submitted on the other device goes to the result and starts nothing', async () => {
    const state = attemptState(NOW, 3_600_000);
    const api = fakeApi(state);
    renderExam();
    await settle();
    api.net.elsewhere = true;
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle();
    state.status = 'submitted';
    fireEvent.click(screen.getByRole('button', { name: 'Continue here' }));
    await settle();
    expect(screen.getByText('result page')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/tests/test-1/attempts')).toEqual([]);
  });
});
