import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { darkTheme } from '@exam/shared-contracts/client';
import { loadRemoteModule } from '../../lib/remotes';
import { RemoteSlot } from '../remote-slot';

jest.mock('../../lib/remotes', () => ({ loadRemoteModule: jest.fn() }));

const load = jest.mocked(loadRemoteModule);

describe('RemoteSlot (ARCHITECTURE "Module Federation": error boundary with Retry)', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the failure with Retry, and Retry really loads again', async () => {
    load.mockRejectedValueOnce(new Error('remote down'));
    load.mockResolvedValueOnce({ default: () => <p>store is back</p> });
    render(
      <ThemeProvider theme={darkTheme}>
        <RemoteSlot id="store/routes" />
      </ThemeProvider>,
    );
    expect(await screen.findByText('This part of the site could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('store is back')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledWith('store/routes');
  });

  it('passes props to the remote component and offers Close when asked', async () => {
    const onClose = jest.fn();
    load.mockRejectedValueOnce(new Error('reader down'));
    render(
      <ThemeProvider theme={darkTheme}>
        <RemoteSlot id="reader/PdfViewer" onClose={onClose} props={{ title: 'x' }} />
      </ThemeProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
