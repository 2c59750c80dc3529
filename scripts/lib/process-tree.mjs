/**
 * A process and its descendants, read from Linux's /proc (the benchmarks measure `npm start`'s whole tree:
 * the server, its render host and their workers). Processes that end meanwhile are skipped.
 */
import fs from 'node:fs';

/** The ids of process `pid` and all its descendants (parents from each process's /proc/<id>/stat). */
export function treePids(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* gone meanwhile */
    }
  }
  const pids = [];
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    pids.push(p);
    stack.push(...(children.get(p) ?? []));
  }
  return pids;
}

/** Sum over the tree of `read(pid)`; a process that has ended counts 0. */
function sumOverTree(pid, read) {
  let total = 0;
  for (const p of treePids(pid)) {
    try {
      total += read(p);
    } catch {
      /* gone meanwhile */
    }
  }
  return total;
}

/** Resident memory of process `pid` and all its descendants, in bytes. */
export function treeRss(pid) {
  return sumOverTree(pid, (p) => {
    const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  });
}

/** CPU seconds (user + system) used so far by process `pid` and all its descendants. */
export function treeCpuSeconds(pid) {
  const tick = 100; // USER_HZ on Linux
  return sumOverTree(pid, (p) => {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / tick;
  });
}
