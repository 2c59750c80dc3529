/**
 * The online tests' remote, renamed `test` → `exam` (docs/releases.md "Renaming a remote"), through the
 * production front door: the shell's nginx proxies the old prefix `/remotes/test/` to the exam host under
 * `/remotes/exam/`, so an open tab of the previous shell still loads the same entry and manifest.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { platformFile } from '../support/browser';
import type { TopologyInfo } from './setup';

const info = () => JSON.parse(fs.readFileSync(platformFile(0), 'utf8')) as TopologyInfo;

test('nginx serves /remotes/test/ as the same files as /remotes/exam/, for the previous shell’s open tabs', async () => {
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    const [old, now] = await Promise.all(
      ['test', 'exam'].map((name) => fetch(`${info().url}/remotes/${name}/${file}`)),
    );
    expect([file, old!.status, now!.status]).toEqual([file, 200, 200]);
    expect(await old!.text()).toBe(await now!.text());
    expect(old!.headers.get('cache-control')).toBe(now!.headers.get('cache-control'));
  }
  // The old prefix is the exam build, whose container still answers the previous shell's `./TestApp`.
  const manifest = await (await fetch(`${info().url}/remotes/test/mf-manifest.json`)).json();
  expect((manifest as { name: string }).name).toBe('exam');
  expect(await (await fetch(`${info().url}/remotes/test/remoteEntry.js`)).text()).toContain('"./TestApp"');
});
