import { parse } from 'yaml';
import type { AppEntry } from '@exam/shared-contracts/apps';

/** The deploy files that name the front-end apps, as text (docs/operations.md "Deploy"). */
export interface DeployFiles {
  dockerfile: string;
  frontendDockerfile: string;
  compose: string;
  nginxShell: string;
}

/** The workspaces that are no app of apps.json, whose `package.json` the images copy as well. */
export const OTHER_WORKSPACES = ['shared-contracts', 'web-platform', 'shared-ui', 'api', 'e2e'];

type ComposeService = {
  build?: { dockerfile?: string; args?: Record<string, string> };
  depends_on?: string[] | Record<string, unknown>;
};

/** What is in `want` and not in `have` (`missing`), and the reverse (`extra`), as problem lines. */
function compare(where: string, what: string, want: string[], have: string[]): string[] {
  return [
    ...want.filter((x) => !have.includes(x)).map((x) => `${where}: no ${what} for ${x}`),
    ...have.filter((x) => !want.includes(x)).map((x) => `${where}: ${what} for ${x}, not in apps.json`),
  ];
}

/** The folders of `COPY <prefix><folder>/package.json <folder>/` lines. */
function copiedPackages(text: string, prefix: string): string[] {
  const escaped = prefix.replace(/[/.]/g, '\\$&');
  const line = new RegExp(`^COPY ${escaped}([a-z][a-z0-9-]*)/package\\.json \\1/$`, 'gm');
  return [...new Set([...text.matchAll(line)].map((m) => m[1]!))];
}

/** The compose service of an app: a remote's federation name, the host's folder (`shell`). */
export const serviceOf = (app: AppEntry): string => app.name ?? app.folder;

/**
 * Where the deploy files and apps.json disagree, one line each (empty when they agree). The deploy files stay
 * static because Docker and nginx read them as they are, so this is how they follow the list: both
 * Dockerfiles copy the `package.json` of every app (and of the other workspaces) before `npm ci`, and of
 * nothing else; docker-compose.yml runs one front-end host per app, built from its folder with its federation
 * name (and a renamed remote's old folder, `FORMER`), and the shell's host after every remote's; the shell's
 * nginx has an upstream and a `location ^~ <prefix>` for each remote (and one for a renamed remote's old
 * prefix, proxied to its prefix now) and for nothing else.
 */
export function deployProblems(files: DeployFiles, apps: readonly AppEntry[]): string[] {
  const remotes = apps.filter((app) => app.kind === 'remote');
  const workspaces = [...OTHER_WORKSPACES, ...apps.map((app) => app.folder)];
  const problems: string[] = [];
  for (const [name, text, prefixes] of [
    ['Dockerfile', files.dockerfile, ['', '--from=deps /app/']],
    ['deploy/frontend.Dockerfile', files.frontendDockerfile, ['']],
  ] as const)
    for (const prefix of prefixes)
      problems.push(
        ...compare(name, `COPY ${prefix}<folder>/package.json`, workspaces, copiedPackages(text, prefix)),
      );

  const services = (parse(files.compose, { merge: true }) as { services: Record<string, ComposeService> })
    .services;
  const hosts = Object.entries(services).filter(
    ([, service]) => service.build?.dockerfile === 'deploy/frontend.Dockerfile',
  );
  problems.push(
    ...compare(
      'docker-compose.yml',
      'front-end service',
      apps.map(serviceOf),
      hosts.map(([name]) => name),
    ),
  );
  for (const app of apps) {
    const args = services[serviceOf(app)]?.build?.args;
    const former = app.formerly ? { FORMER: app.formerly.folder } : {};
    const want = app.name ? { APP: app.folder, NAME: app.name, ...former } : { APP: app.folder };
    if (args && JSON.stringify(args) !== JSON.stringify(want))
      problems.push(`docker-compose.yml: ${serviceOf(app)} is built with ${JSON.stringify(args)}`);
  }
  const shell = apps.find((app) => app.kind === 'host');
  const dependsOn = (shell && services[serviceOf(shell)]?.depends_on) ?? [];
  const after = Array.isArray(dependsOn) ? dependsOn : Object.keys(dependsOn);
  for (const remote of remotes)
    if (!after.includes(serviceOf(remote)))
      problems.push(`docker-compose.yml: the shell does not wait for ${serviceOf(remote)}`);

  const conf = files.nginxShell;
  const upstreams = [...conf.matchAll(/\bserver ([a-z0-9-]+):80;/g)].map((m) => m[1]!);
  problems.push(
    ...compare('deploy/nginx-shell.conf', 'upstream', remotes.map(serviceOf), upstreams),
    ...compare(
      'deploy/nginx-shell.conf',
      'location',
      remotes.flatMap((remote) => [
        `${remote.prefix} { proxy_pass http://${remote.name};`,
        // A renamed remote's old prefix: the same host, asked under its prefix now.
        ...(remote.formerly
          ? [`/remotes/${remote.formerly.name}/ { proxy_pass http://${remote.name}${remote.prefix};`]
          : []),
      ]),
      [...conf.matchAll(/location \^~ (\/remotes\/[^\n]*?;)/g)].map((m) => m[1]!),
    ),
  );
  return problems;
}
