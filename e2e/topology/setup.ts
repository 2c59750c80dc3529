import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { platformFile } from '../support/browser';
import { startTopology, type Topology } from './topology';

/** The topology this run started, for teardown (Playwright runs both in its runner process). */
export const running: { topology?: Topology; control?: http.Server } = {};

/** What the tests read of the topology: the platform file the journey's fixtures expect, plus its parts. */
export interface TopologyInfo {
  url: string;
  adminUsername: string;
  adminPassword: string;
  dataDir: string;
  databaseUrl: string;
  startMs: number;
  /** The replicas' ids, ports and data folders. */
  replicas: Array<{ id: string; url: string; dataDir: string; pid: number }>;
  s3: Topology['s3'];
  redisUrl: string;
  nginxConf: string;
  /**
   * The runner's control address: `POST <controlUrl>/replicas/<i>/restart` starts replica `i` again after a
   * test killed it (tests run in worker processes, the replicas belong to the runner).
   */
  controlUrl: string;
}

/** Serves the runner's control routes on 127.0.0.1 (see {@link TopologyInfo.controlUrl}). */
async function controlServer(topology: Topology): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const m = /^\/replicas\/(\d+)\/restart$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !m) {
      res.writeHead(404).end();
      return;
    }
    topology.restart(Number(m[1])).then(
      () =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ pid: topology.replicas[Number(m[1])]!.child.pid })),
      (err: Error) => res.writeHead(500).end(err.message),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** Starts the topology on TOPOLOGY_PORT (set as E2E_PORT by the config) and writes its coordinates. */
export default async function setup(): Promise<void> {
  const topology = await startTopology({ port: Number(process.env.E2E_PORT) });
  running.topology = topology;
  running.control = await controlServer(topology);
  const { port: controlPort } = running.control.address() as { port: number };
  const info: TopologyInfo = {
    url: topology.url,
    adminUsername: topology.adminUsername,
    adminPassword: topology.adminPassword,
    dataDir: topology.replicas[0]!.dataDir,
    databaseUrl: topology.databaseUrl,
    startMs: topology.startMs,
    replicas: topology.replicas.map((r) => ({ id: r.id, url: r.url, dataDir: r.dataDir, pid: r.child.pid! })),
    s3: topology.s3,
    redisUrl: topology.redisUrl,
    nginxConf: topology.nginx.confFile,
    controlUrl: `http://127.0.0.1:${controlPort}`,
  };
  fs.mkdirSync(path.dirname(platformFile(0)), { recursive: true });
  fs.writeFileSync(platformFile(0), JSON.stringify(info));
  console.log(
    `topology up at ${topology.url} in ${topology.startMs} ms (${topology.replicas.length} replicas)`,
  );
}
