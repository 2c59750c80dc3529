import { act, fireEvent, screen, within } from '@testing-library/react';
import { journalKey } from '../lib/attempt-journal';
import { renderExam, fakeApi } from './exam-harness';
import { attemptState } from './fixtures';
import { NOW, settle, palette, heading, setUpExamClock } from './exam-screen';

/*
 * The exam screen offline and across a reload, the submit (asked first, closed by a 409, waiting for the
 * network), tab switches and the per-question language switch.
 */
setUpExamClock();

describe('the exam screen', () => {
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
});
