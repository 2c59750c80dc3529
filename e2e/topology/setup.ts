import fs from 'node:fs';
import path from 'node:path';
import { PLATFORM_FILE } from '../support/browser';
import { startTopology, type Topology } from './topology';

/** The topology this run started, for teardown (Playwright runs both in its runner process). */
export const running: { topology?: Topology } = {};

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
}

/** Starts the topology on TOPOLOGY_PORT (set as E2E_PORT by the config) and writes its coordinates. */
export default async function setup(): Promise<void> {
  const topology = await startTopology({ port: Number(process.env.E2E_PORT) });
  running.topology = topology;
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
  };
  fs.mkdirSync(path.dirname(PLATFORM_FILE), { recursive: true });
  fs.writeFileSync(PLATFORM_FILE, JSON.stringify(info));
  console.log(
    `topology up at ${topology.url} in ${topology.startMs} ms (${topology.replicas.length} replicas)`,
  );
}
