import { fireEvent, screen } from '@testing-library/react';
import { StartPanel } from '../components/start-panel';
import { renderWithProviders } from '@exam/shared-ui/testing';

// The site is shown in हिंदी (only the language: the messages stay their English ids here).
jest.mock('@exam/web-platform/i18n', () => ({
  ...jest.requireActual('@exam/web-platform/i18n'),
  useLang: () => 'hi',
}));

function setup(languages: ('en' | 'hi')[]) {
  const onStart = jest.fn();
  renderWithProviders(
    <StartPanel languages={languages} resumeLeftMs={null} busy={false} onStart={onStart} />,
  );
  fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and understood the instructions' }));
  return onStart;
}

describe('the paper language of a student reading the site in हिंदी', () => {
  it('is हिंदी when the test has it, until the student picks another', () => {
    const onStart = setup(['en', 'hi']);
    expect(screen.getByRole('radio', { name: 'हिंदी' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(onStart).toHaveBeenLastCalledWith('hi', false);
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(onStart).toHaveBeenLastCalledWith('en', false);
  });

  it('is the test’s own language when it has no Hindi version', () => {
    const onStart = setup(['en']);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(onStart).toHaveBeenCalledWith('en', false);
  });
});
