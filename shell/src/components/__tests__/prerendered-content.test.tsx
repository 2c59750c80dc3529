import type { ReactElement } from 'react';
import { act, screen } from '@testing-library/react';
import { keepPrerender } from '@exam/web-platform/client';
import { renderWithProviders } from '@exam/shared-ui/testing';
import { loadRemoteModule } from '../../lib/remotes';
import { PrerenderedContent, PrerenderLifetime } from '../prerendered-content';
import { RemoteSlot } from '../remote-slot';
import type * as RemotesMock from './remotes-mock';

type RemotesMockModule = typeof RemotesMock;

jest.mock('../../lib/remotes', () => jest.requireActual<RemotesMockModule>('./remotes-mock').remotesMock());

/** The #root the server sent (api/src/plugins/web-edge/page-html.ts) for `path`. */
function serverRoot(path: string, mark: '' | ' data-guest-only' | ' data-signed-in-only' = '') {
  const root = document.createElement('div');
  root.innerHTML = `<div data-prerender data-path="${path}"${mark}><section><h1>Class 12 Study Materials</h1></section></div>`;
  return root;
}

/** The store's slot with the prerendered content as its fallback, rendered at `at`. */
const slot = (at: string) =>
  renderWithProviders(
    <>
      <PrerenderLifetime />
      <RemoteSlot id="store/routes" fallback={<PrerenderedContent />} />
    </>,
    { route: at },
  );

describe('PrerenderedContent (the prerendered hero stays until the store has drawn the page)', () => {
  it('shows the server’s markup while the store loads, then the store’s page; after another page, a spinner', async () => {
    let resolve!: (m: { default: () => ReactElement }) => void;
    jest.mocked(loadRemoteModule).mockReturnValueOnce(new Promise((r) => (resolve = r)));
    keepPrerender(serverRoot('/class12'));
    const view = slot('/class12');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Class 12 Study Materials');
    expect(view.container.querySelector('[data-prerender]')).not.toHaveAttribute('data-guest-only');
    expect(screen.queryByRole('status')).toBeNull();

    await act(async () => resolve({ default: () => <h1>Store page</h1> }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Store page');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    view.unmount();

    // Still this page (the store loading again, say after Retry): the markup again.
    jest.mocked(loadRemoteModule).mockReturnValueOnce(new Promise(() => undefined));
    const again = slot('/class12/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Class 12 Study Materials');
    again.unmount();

    // The visitor went to another page: the markup was of the page as first opened, and is dropped.
    jest.mocked(loadRemoteModule).mockReturnValue(new Promise(() => undefined));
    slot('/tests').unmount();
    slot('/class12');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('is not shown on another page than the one it was made for, and keeps its audience mark', () => {
    jest.mocked(loadRemoteModule).mockReturnValue(new Promise(() => undefined));
    keepPrerender(serverRoot('/', ' data-guest-only'));
    const other = slot('/tests');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
    other.unmount();

    keepPrerender(serverRoot('/', ' data-guest-only'));
    const home = slot('/');
    expect(home.container.querySelector('[data-prerender]')).toHaveAttribute('data-guest-only');
    expect(home.container.querySelector('[data-prerender]')).not.toHaveAttribute('data-signed-in-only');
    home.unmount();

    keepPrerender(serverRoot('/my-books', ' data-signed-in-only'));
    const mine = slot('/my-books');
    expect(mine.container.querySelector('[data-prerender]')).toHaveAttribute('data-signed-in-only');
    expect(mine.container.querySelector('[data-prerender]')).not.toHaveAttribute('data-guest-only');
  });

  it('without server markup the slot shows the spinner', () => {
    jest.mocked(loadRemoteModule).mockReturnValue(new Promise(() => undefined));
    keepPrerender(document.createElement('div'));
    slot('/class12');
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
