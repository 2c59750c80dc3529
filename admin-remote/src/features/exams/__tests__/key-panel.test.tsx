import { act, fireEvent, screen, within } from '@testing-library/react';
import { KeyPanel } from '../components/key-panel';
import { keyRefusalOf, oneLineKey } from '../lib/answer-key';
import { renderWithProviders } from '@exam/shared-ui/testing';

const putKey = jest.fn();
jest.mock('../api/tests-api', () => ({
  usePutKeyMutation: () => [putKey, { isLoading: false }],
}));
jest.mock('@exam/web-platform/client', () => ({
  ...jest.requireActual('@exam/web-platform/client'),
  notify: { success: jest.fn(), error: jest.fn() },
}));

/** What the API answers a refused key (`api/test/modules/exams/routes/admin-exams.test.ts`). */
const REFUSAL = {
  status: 400,
  data: {
    error: '2 lines of the answer key are wrong; nothing was saved',
    lines: [
      { line: 3, error: "line 3: question 7 is numerical; 'C' is not a number" },
      { line: 14, error: "line 14: question 14 is numerical; 'C' is not a number" },
    ],
  },
};

/** The mutation's trigger: a promise-like with `unwrap`, as RTK Query returns it. */
const answer = (outcome: { data?: unknown; error?: unknown }) => ({
  unwrap: () => (outcome.error ? Promise.reject(outcome.error) : Promise.resolve(outcome.data)),
});

function show(blocked = false) {
  const onApplied = jest.fn(() => Promise.resolve());
  renderWithProviders(<KeyPanel testId="t1" blocked={blocked} onApplied={onApplied} />);
  return { onApplied };
}

const type = (text: string) =>
  fireEvent.change(screen.getByLabelText('Answer key CSV'), { target: { value: text } });
const upload = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload key' })));

beforeEach(() => putKey.mockReset());

describe('the answer key panel', () => {
  it('shows the expected header and example answers', () => {
    show();
    const help = screen.getByText(/Header row:/);
    expect(help).toHaveTextContent(
      'question,answer required; type, tolerance, section, subject, chapter optional',
    );
    expect(help).toHaveTextContent('3, B, A;C, 1;3;4, 12.5');
  });

  it('sends the pasted CSV and shows the summary and every refused line; the editor is not touched', async () => {
    putKey.mockReturnValue(answer({ error: REFUSAL }));
    const { onApplied } = show();
    type('question,answer\n1,3\n7,C');
    await upload();
    expect(putKey).toHaveBeenCalledWith({ id: 't1', csv: 'question,answer\n1,3\n7,C' });
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByText('2 lines of the answer key are wrong; nothing was saved'),
    ).toBeInTheDocument();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      "line 3: question 7 is numerical; 'C' is not a number",
      "line 14: question 14 is numerical; 'C' is not a number",
    ]);
    expect(onApplied).not.toHaveBeenCalled();
    // The CSV stays in the box to be fixed.
    expect(screen.getByLabelText('Answer key CSV')).toHaveValue('question,answer\n1,3\n7,C');
  });

  it('an accepted key clears the errors and reloads the test', async () => {
    putKey.mockReturnValueOnce(answer({ error: REFUSAL }));
    const { onApplied } = show();
    type('question,answer\n7,C');
    await upload();
    putKey.mockReturnValueOnce(answer({ data: { questions: [{ answer: '180' }, { answer: null }] } }));
    type('question,answer\n7,180');
    await upload();
    expect(onApplied).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an empty box is refused without a request', async () => {
    show();
    await upload();
    expect(putKey).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The answer key is empty');
  });

  it('waits while the editor holds unsaved changes, and the disabled button says why', () => {
    show(true);
    const upload = screen.getByRole('button', { name: 'Upload key' });
    expect(upload).toBeDisabled();
    // The disabled button says why.
    expect(upload).toHaveAccessibleDescription(
      'Save or discard your edits first: the key is checked against the saved test.',
    );
  });
});

describe('keyRefusalOf', () => {
  it("reads the API's 400 body, and nothing else", () => {
    expect(keyRefusalOf(REFUSAL)).toEqual(REFUSAL.data);
    expect(keyRefusalOf({ status: 409, data: { error: 'This test has attempts' } })).toBeNull();
    expect(keyRefusalOf({ status: 'FETCH_ERROR', error: 'Network error' })).toBeNull();
    expect(keyRefusalOf(undefined)).toBeNull();
  });

  it('a one-question key for the statistics page', () => {
    expect(oneLineKey(14, '1;3')).toBe('question,answer\n14,1;3\n');
  });
});
