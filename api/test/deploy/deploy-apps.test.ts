import fs from 'node:fs';
import path from 'node:path';
import { APPS, type AppEntry } from '@exam/shared-contracts/apps';
import { REPO_ROOT } from '../../src/config';
import { deployProblems, type DeployFiles } from '../helpers/deploy-apps';

/**
 * The deploy files name exactly the apps of apps.json (docs/architecture.md "The list of apps"): each
 * Dockerfile copies every app's package.json, docker-compose.yml runs a host per app, the shell's nginx
 * routes each remote's prefix; an app missing from one, or one apps.json does not have, fails here by name.
 */
const read = (rel: string) => fs.readFileSync(path.join(REPO_ROOT, rel), 'utf8');
const FILES: DeployFiles = {
  dockerfile: read('Dockerfile'),
  frontendDockerfile: read('deploy/frontend.Dockerfile'),
  compose: read('docker-compose.yml'),
  nginxShell: read('deploy/nginx-shell.conf'),
};

/** A remote apps.json does not have (a planted one). */
const QUIZ: AppEntry = {
  folder: 'quiz-remote',
  kind: 'remote',
  name: 'quiz',
  devPort: 3099,
  prefix: '/remotes/quiz/',
  exposes: { './QuizApp': { file: './src/quiz-app.tsx' } },
  releasable: true,
};

/** `text` with its lines that contain `needle` taken out (at least one). */
function without(text: string, needle: string): string {
  const kept = text.split('\n').filter((line) => !line.includes(needle));
  expect(kept.length).toBeLessThan(text.split('\n').length);
  return kept.join('\n');
}

describe('the deploy files and apps.json', () => {
  it('agree', () => {
    expect(deployProblems(FILES, APPS)).toEqual([]);
  });

  it('fail on an app a deploy file misses, naming it and the file', () => {
    const planted = {
      dockerfile: without(FILES.dockerfile, 'exam-remote/package.json'),
      frontendDockerfile: without(FILES.frontendDockerfile, 'admin-remote/package.json'),
      compose: FILES.compose.replace(/\n {2}reader:\n(?: {4}.*\n)+/, '\n'),
      nginxShell: without(FILES.nginxShell, 'location ^~ /remotes/store/'),
    };
    expect(deployProblems(planted, APPS)).toEqual([
      'Dockerfile: no COPY <folder>/package.json for exam-remote',
      'Dockerfile: no COPY --from=deps /app/<folder>/package.json for exam-remote',
      'deploy/frontend.Dockerfile: no COPY <folder>/package.json for admin-remote',
      'docker-compose.yml: no front-end service for reader',
      'deploy/nginx-shell.conf: no location for /remotes/store/ { proxy_pass http://store;',
    ]);
  });

  it('fail on an app apps.json does not have, and on a remote only the list has', () => {
    const planted = {
      ...FILES,
      frontendDockerfile: FILES.frontendDockerfile.replace(
        'COPY e2e/package.json e2e/',
        'COPY quiz-remote/package.json quiz-remote/\nCOPY e2e/package.json e2e/',
      ),
      nginxShell: FILES.nginxShell.replace(
        'upstream exam { server exam:80; }',
        'upstream exam { server exam:80; }\nupstream quiz { server quiz:80; }',
      ),
    };
    expect(deployProblems(planted, APPS)).toEqual([
      'deploy/frontend.Dockerfile: COPY <folder>/package.json for quiz-remote, not in apps.json',
      'deploy/nginx-shell.conf: upstream for quiz, not in apps.json',
    ]);
    // A remote added to apps.json alone is missing from every deploy file.
    expect(deployProblems(FILES, [...APPS, QUIZ])).toEqual([
      'Dockerfile: no COPY <folder>/package.json for quiz-remote',
      'Dockerfile: no COPY --from=deps /app/<folder>/package.json for quiz-remote',
      'deploy/frontend.Dockerfile: no COPY <folder>/package.json for quiz-remote',
      'docker-compose.yml: no front-end service for quiz',
      'docker-compose.yml: the shell does not wait for quiz',
      'deploy/nginx-shell.conf: no upstream for quiz',
      'deploy/nginx-shell.conf: no location for /remotes/quiz/ { proxy_pass http://quiz;',
    ]);
  });

  it('fail on a host built with another app’s folder or name', () => {
    const planted = {
      ...FILES,
      compose: FILES.compose.replace('APP: admin-remote, NAME: admin', 'APP: admin-remote, NAME: test'),
    };
    expect(deployProblems(planted, APPS)).toEqual([
      'docker-compose.yml: admin is built with {"APP":"admin-remote","NAME":"test"}',
    ]);
  });
});
