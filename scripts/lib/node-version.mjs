/**
 * The Node.js major the platform runs on (`.nvmrc`; package.json `engines` says the same): the scripts that
 * start it (`npm start`, `npm test`, `npm run dev`) stop at once with a readable message on another one.
 * On the Node 20 of our CI machine (20.20), loading argon2 (a native module) ends the server with a
 * segmentation fault (exit 139) and an empty log, which says nothing of the cause.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The wanted major, from `.nvmrc` (for example "24"). */
export function wantedNodeMajor() {
  return fs.readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim().replace(/^v/, '').split('.')[0];
}

/**
 * Null when `version` (like "24.11.0", `process.versions.node`) has the major `wanted`; otherwise the message
 * to print: which version runs, which one is needed, and where the README says how to get it.
 */
export function nodeVersionProblem(version, wanted) {
  const major = String(version).replace(/^v/, '').split('.')[0];
  if (major === String(wanted)) return null;
  return (
    `This is Node ${version}; the platform needs Node ${wanted} (.nvmrc). ` +
    `README.md, "Getting Node ${wanted}", shows how to install it without a version manager.`
  );
}

/** Exits with code 1 and {@link nodeVersionProblem}'s message when this process runs another major. */
export function requireWantedNode() {
  const problem = nodeVersionProblem(process.versions.node, wantedNodeMajor());
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}
