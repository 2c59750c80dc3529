import { fireEvent, screen, within } from '@testing-library/react';
import { journalKey } from '../lib/attempt-journal';
import { renderExam, fakeApi } from './exam-harness';
import { attemptState } from './fixtures';
import { NOW, settle, palette, heading, setUpExamClock } from './exam-screen';

/*
 * The exam screen: the palette, Save & Next across sections, option labels, the keypad, and the timer
 * following the server. Offline, reload, submit and integrity: exam-page-offline.test.tsx; the test opened
 * on another device: exam-page-elsewhere.test.tsx.
 */
setUpExamClock();

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
});
