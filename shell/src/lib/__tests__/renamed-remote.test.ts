import { formerModuleId } from '@exam/shared-contracts/apps';
import { loadExposed } from '../remotes';

/** The federation runtime, with only what a container exposes: a release built before the rename has `./TestApp`. */
const mockExposed = new Map<string, unknown>();
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async (id: string) => {
    if (!mockExposed.has(id)) throw new Error(`Module "${id}" does not exist in container.`);
    return mockExposed.get(id);
  }),
}));

/**
 * A renamed remote's module (docs/releases.md "Renaming a remote"): the shell asks for `exam/ExamApp`, and
 * when the live release was published before the rename (the switch's old `test` entry), for its old
 * name `exam/TestApp` in that same remote.
 */
describe('loading a module of the renamed online tests remote', () => {
  beforeEach(() => mockExposed.clear());

  it('knows each module’s old name from apps.json, and no other', () => {
    expect(formerModuleId('exam/ExamApp')).toBe('exam/TestApp');
    expect(formerModuleId('store/routes')).toBeNull();
    expect(formerModuleId('exam/Other')).toBeNull();
  });

  it('takes the module under its name now when the release has it', async () => {
    const now = { default: 'exam' };
    mockExposed.set('exam/ExamApp', now).set('exam/TestApp', { default: 'old' });
    await expect(loadExposed('exam/ExamApp')).resolves.toBe(now);
  });

  it('falls back to the old name for a release built before the rename', async () => {
    const old = { default: 'test 1.0.1' };
    mockExposed.set('exam/TestApp', old);
    await expect(loadExposed('exam/ExamApp')).resolves.toBe(old);
  });

  it('throws the first error when neither name loads, and never tries another name for other remotes', async () => {
    await expect(loadExposed('exam/ExamApp')).rejects.toThrow('"exam/ExamApp" does not exist');
    await expect(loadExposed('store/routes')).rejects.toThrow('"store/routes" does not exist');
  });
});
