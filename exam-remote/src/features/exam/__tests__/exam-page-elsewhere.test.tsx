import { act, fireEvent, screen, within } from '@testing-library/react';
import { journalKey } from '../lib/attempt-journal';
import { renderExam, fakeApi } from './exam-harness';
import { attemptState } from './fixtures';
import { NOW, settle, palette, heading, setUpExamClock } from './exam-screen';

/*
 * The exam screen when the test is opened on another device: a refused save or image stops the screen,
 * an idle screen learns it from the clock, and Continue here takes the test back or shows the result.
 */
setUpExamClock();

describe('the exam screen', () => {
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
