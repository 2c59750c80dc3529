import { formerModuleIds } from '@exam/shared-contracts/apps';
import { loadExposed } from '../remotes';

/** The federation runtime, with only what a container exposes (a release built before `./routes` has its old names). */
const mockExposed = new Map<string, unknown>();
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async (id: string) => {
    if (!mockExposed.has(id)) throw new Error(`Module "${id}" does not exist in container.`);
    return mockExposed.get(id);
  }),
}));

/** Three components, as a release's modules hold them. */
const ExamRoutes = () => null;
const AdminRoutes = () => null;
const Viewer = () => null;

/**
 * The shell's loader (docs/releases.md "Former module names"): every remote's one module is `./routes` (its
 * routes component, and its views); a release built before that exposes its former names
 * (`./ExamApp`, before the rename `./TestApp`; `./AdminApp`; the reader's `./PdfViewer`), tried in the
 * order of apps.json `formerModules` and adapted to the slot's part.
 */
describe('loading a remote’s routes or view, from a release of any shape', () => {
  beforeEach(() => mockExposed.clear());

  it('knows each remote’s former names from apps.json, in order, for its routes or its view', () => {
    expect(formerModuleIds('exam')).toEqual(['exam/ExamApp', 'exam/TestApp']);
    expect(formerModuleIds('admin')).toEqual(['admin/AdminApp']);
    expect(formerModuleIds('reader', 'PdfViewer')).toEqual(['reader/PdfViewer']);
    expect(formerModuleIds('reader')).toEqual([]);
    expect(formerModuleIds('store')).toEqual([]);
  });

  it('takes the routes and the views of `./routes` when the release has it', async () => {
    mockExposed
      .set('exam/routes', { default: ExamRoutes })
      .set('exam/ExamApp', { default: 'old' })
      .set('reader/routes', { default: null, views: { PdfViewer: Viewer } })
      .set('reader/PdfViewer', { default: 'old' });
    await expect(loadExposed('exam/routes')).resolves.toEqual({ default: ExamRoutes });
    await expect(loadExposed('reader/routes#PdfViewer')).resolves.toEqual({ default: Viewer });
    await expect(loadExposed('reader/routes')).resolves.toBeNull();
    await expect(loadExposed('exam/routes#PdfViewer')).resolves.toBeNull();
  });

  it('takes a store release of before (its `./routes` a component, no views) as it is', async () => {
    mockExposed.set('store/routes', { default: ExamRoutes });
    await expect(loadExposed('store/routes')).resolves.toEqual({ default: ExamRoutes });
  });

  it('falls back to each former name in order for a release built before `./routes`', async () => {
    mockExposed.set('exam/ExamApp', { default: ExamRoutes }).set('exam/TestApp', { default: 'older' });
    await expect(loadExposed('exam/routes')).resolves.toEqual({ default: ExamRoutes });
    mockExposed.clear();
    mockExposed.set('exam/TestApp', { default: ExamRoutes });
    await expect(loadExposed('exam/routes')).resolves.toEqual({ default: ExamRoutes });
    mockExposed.set('admin/AdminApp', { default: AdminRoutes });
    await expect(loadExposed('admin/routes')).resolves.toEqual({ default: AdminRoutes });
    mockExposed.set('reader/PdfViewer', { default: Viewer });
    await expect(loadExposed('reader/routes#PdfViewer')).resolves.toEqual({ default: Viewer });
  });

  it('throws the error of `./routes` when no name loads, and tries no other name for the store', async () => {
    await expect(loadExposed('exam/routes')).rejects.toThrow('"exam/routes" does not exist');
    await expect(loadExposed('reader/routes#PdfViewer')).rejects.toThrow('"reader/routes" does not exist');
    mockExposed.set('store/ExamApp', { default: ExamRoutes });
    await expect(loadExposed('store/routes')).rejects.toThrow('"store/routes" does not exist');
  });
});
