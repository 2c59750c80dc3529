import { fireEvent, screen } from '@testing-library/react';
import { StartPanel } from '../components/start-panel';
import { renderWithProviders } from '@exam/shared-ui/testing';

function setup(props: Partial<Parameters<typeof StartPanel>[0]> = {}) {
  const onStart = jest.fn();
  renderWithProviders(
    <StartPanel languages={['en']} resumeLeftMs={null} busy={false} onStart={onStart} {...props} />,
  );
  return onStart;
}

describe('the start of the instructions page', () => {
  it('Start waits for "I have read and understood the instructions"', () => {
    const onStart = setup();
    const start = screen.getByRole('button', { name: 'Start' });
    expect(start).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and understood the instructions' }));
    expect(start).toBeEnabled();
    fireEvent.click(start);
    expect(onStart).toHaveBeenCalledWith('en', false);
  });

  it('offers हिंदी when the test has it, and starts in the language chosen', () => {
    const onStart = setup({ languages: ['en', 'hi'] });
    fireEvent.click(screen.getByRole('radio', { name: 'हिंदी' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and understood the instructions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(onStart).toHaveBeenCalledWith('hi', false);
  });

  it('an open attempt is resumed, with its time left', () => {
    setup({ resumeLeftMs: 25 * 60_000 + 4_000 });
    expect(screen.getByRole('heading', { name: 'Resume your test' })).toBeInTheDocument();
    expect(screen.getByText('00:25:04')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeDisabled();
  });
});
