/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { registerCatalog, setLang, useT } from '..';

const hindi = (messages: Record<string, string>) => () => Promise.resolve({ default: messages });

afterAll(() => setLang('en'));

it('redraws translated components when a catalog’s Hindi arrives, and not for a quiet one', async () => {
  await registerCatalog({ en: {}, hi: hindi({ Home: 'होम' }) });
  await setLang('hi');
  let renders = 0;
  const { result } = renderHook(() => {
    renders += 1;
    return useT();
  });
  const before = renders;

  await act(() => registerCatalog({ en: {}, hi: hindi({ 'Quiet one': 'शांत' }), quiet: true }));
  expect(renders).toBe(before);
  // Its messages are in all the same, for the next call.
  expect(result.current('Quiet one')).toBe('शांत');

  await act(() => registerCatalog({ en: {}, hi: hindi({ 'Drawn one': 'दिखने वाला' }) }));
  expect(renders).toBe(before + 1);
  expect(result.current('Drawn one')).toBe('दिखने वाला');
});
