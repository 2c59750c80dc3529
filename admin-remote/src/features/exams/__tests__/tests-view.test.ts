import { mayLeave, registerLeaveGuard } from '../../../lib/leave-guard';
import { viewOf, withView } from '../lib/tests-view';

describe('the Tests tab in the address', () => {
  it('reads the list, an editor or the attempts page from ?test= and ?view=', () => {
    expect(viewOf(new URLSearchParams('tab=tests'))).toEqual({ page: 'list' });
    expect(viewOf(new URLSearchParams('tab=tests&test=abc'))).toEqual({ page: 'editor', testId: 'abc' });
    expect(viewOf(new URLSearchParams('tab=tests&test=abc&view=attempts'))).toEqual({
      page: 'attempts',
      testId: 'abc',
    });
  });

  it('writes them back, keeping the tab', () => {
    const p = new URLSearchParams('tab=tests&test=abc&view=attempts');
    expect(withView(p, { page: 'editor', testId: 'xyz' }).toString()).toBe('tab=tests&test=xyz');
    expect(withView(p, { page: 'list' }).toString()).toBe('tab=tests');
    expect(withView(p, { page: 'attempts', testId: 'q' }).toString()).toBe('tab=tests&test=q&view=attempts');
  });
});

describe('leave guards', () => {
  it('ask while registered; the first refusal keeps the admin there', () => {
    expect(mayLeave()).toBe(true);
    const ask = jest.fn(() => false);
    const stop = registerLeaveGuard(ask);
    expect(mayLeave()).toBe(false);
    expect(ask).toHaveBeenCalledTimes(1);
    stop();
    expect(mayLeave()).toBe(true);
  });
});
