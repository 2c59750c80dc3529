import { fireEvent, screen } from '@testing-library/react';
import { loadRemoteModule, refreshRemotes } from '../../lib/remotes';
import { RemoteSlot } from '../remote-slot';
import type * as RemotesMock from './remotes-mock';
import { renderWithProviders } from '@exam/shared-ui/testing';

type RemotesMockModule = typeof RemotesMock;

jest.mock('../../lib/remotes', () => jest.requireActual<RemotesMockModule>('./remotes-mock').remotesMock());

const load = jest.mocked(loadRemoteModule);

describe('RemoteSlot (docs/architecture.md "The pieces": error boundary with Retry)', () => {
  beforeEach(() => {
    load.mockReset();
    jest.mocked(refreshRemotes).mockClear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the failure with Retry, and Retry really loads again', async () => {
    load.mockRejectedValueOnce(new Error('remote down'));
    load.mockResolvedValueOnce({ default: () => <p>store is back</p> });
    renderWithProviders(<RemoteSlot id="store/routes" />);
    expect(await screen.findByText('This part of the site could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('store is back')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledWith('store/routes');
    // Retry re-read the release switch and re-registered that remote first.
    expect(jest.mocked(refreshRemotes)).toHaveBeenCalledWith('store');
  });

  it('a chunk that fails after a release reloads the remote once by itself, then offers Retry', async () => {
    const chunkError = Object.assign(new Error('Loading chunk 482 failed.'), { name: 'ChunkLoadError' });
    load.mockRejectedValueOnce(chunkError);
    load.mockResolvedValueOnce({ default: () => <p>store reloaded</p> });
    renderWithProviders(<RemoteSlot id="store/routes" />);
    expect(await screen.findByText('store reloaded')).toBeInTheDocument();
    expect(jest.mocked(refreshRemotes)).toHaveBeenCalledWith('store');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows why an incompatible remote was refused', async () => {
    load.mockRejectedValueOnce(
      new Error(
        '[ Federation Runtime ]: Error: Remote store refused: needs contracts ^9.0.0, this shell has contracts 0.1.0 (/remotes/store/9.0.0/mf-manifest.json)',
      ),
    );
    renderWithProviders(<RemoteSlot id="store/routes" />);
    expect(await screen.findByTestId('remote-refusal')).toHaveTextContent(
      'Remote store refused: needs contracts ^9.0.0, this shell has contracts 0.1.0',
    );
  });

  it('passes props to the remote component and offers Close when asked', async () => {
    const onClose = jest.fn();
    load.mockRejectedValueOnce(new Error('reader down'));
    renderWithProviders(<RemoteSlot id="reader/routes#PdfViewer" onClose={onClose} props={{ title: 'x' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
