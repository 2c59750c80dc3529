import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes the shell's, the store's and the exam remote's page manifests (their route tables as their builds
 * write them: `shell.json`, `store.json`, `exam.json` here, which the apps' own tests check against their tables) into a static
 * site's dists, so the web edge's tests serve what the apps declare. `write` is `staticSite(…).write`.
 */
export function writePageManifests(write: (rel: string, body: string) => void): void {
  for (const [file, dist] of [
    ['shell.json', 'shell/dist/pages.json'],
    ['store.json', 'store-remote/dist/pages.json'],
    ['exam.json', 'exam-remote/dist/pages.json'],
  ])
    write(dist, fs.readFileSync(path.join(__dirname, file), 'utf8'));
}
