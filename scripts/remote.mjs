// The operator API from a terminal or a team's CI: publish a remote's build to the registry, make it
// live (or a canary for a share of accounts), roll back, list. No dependencies beyond Node 20, so a
// team can copy this file into its own repository.
// usage (npm run remote -- …, or node scripts/remote.mjs …):
//   publish <name> <version> <entryUrl> [--manifest URL] [--canary N]
//   promote <name> <version> [--canary N]
//   rollback <name>
//   list
// PROVANA_URL: the server (default http://127.0.0.1:8080); PROVANA_OPERATOR_TOKEN: its operator token.
// Prints the server's answer; on a refusal prints its message and exits 1 (2 for a usage mistake).
import { parseArgs } from 'node:util';

const USAGE = `usage: npm run remote -- <command>
  publish <name> <version> <entryUrl> [--manifest URL] [--canary N]   store a version (checked against the shell); --canary also starts a canary
  promote <name> <version> [--canary N]                               make it live for everyone, or the canary for N % of accounts
  rollback <name>                                                     back to the version live before the current one
  list                                                                every remote: live, canary, versions
environment: PROVANA_URL (default http://127.0.0.1:8080), PROVANA_OPERATOR_TOKEN`;

function usage(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const { positionals, values } = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { manifest: { type: 'string' }, canary: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    return usage(error.message);
  }
})();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const server = (process.env.PROVANA_URL || 'http://127.0.0.1:8080').replace(/\/+$/, '');
const token = process.env.PROVANA_OPERATOR_TOKEN;
if (!token) usage('PROVANA_OPERATOR_TOKEN is not set: the operator API needs the token the server was started with.');

/** --canary N as a number (the server checks 1–99), or undefined. */
function canaryPercent() {
  if (values.canary === undefined) return undefined;
  const n = Number(values.canary);
  if (!Number.isInteger(n)) usage(`--canary takes a whole percentage (1–99), not "${values.canary}"`);
  return n;
}

async function call(method, path, body) {
  let res;
  try {
    res = await fetch(`${server}/api/operator${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch (error) {
    console.error(`${server} could not be reached: ${error.cause?.message ?? error.message}`);
    process.exit(1);
  }
  const text = await res.text();
  let answer;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = text;
  }
  if (!res.ok) {
    const message = answer?.error?.message ?? `HTTP ${res.status}`;
    console.error(`${method} ${path} refused (${res.status}${answer?.error?.code ? ` ${answer.error.code}` : ''}): ${message}`);
    process.exit(1);
  }
  console.log(typeof answer === 'string' ? answer : JSON.stringify(answer, null, 2));
  return answer;
}

const [command, name, ...rest] = positionals;
if (values.manifest !== undefined && command !== 'publish') usage('--manifest belongs to publish');
if (values.canary !== undefined && command !== 'publish' && command !== 'promote') usage('--canary belongs to publish and promote');
const remote = (n) => `/remotes/${encodeURIComponent(n)}`;
const need = (count, shape) => {
  if (rest.length !== count - 1 || !name) usage(`${command} takes ${shape}`);
};

switch (command) {
  case 'publish': {
    need(3, '<name> <version> <entryUrl>');
    const [version, entryUrl] = rest;
    const canary = canaryPercent();
    await call('POST', `${remote(name)}/versions`, { version, entryUrl, ...(values.manifest ? { manifestUrl: values.manifest } : {}) });
    if (canary !== undefined) await call('POST', `${remote(name)}/live`, { version, canaryPercent: canary });
    break;
  }
  case 'promote': {
    need(2, '<name> <version>');
    const canary = canaryPercent();
    await call('POST', `${remote(name)}/live`, { version: rest[0], ...(canary !== undefined ? { canaryPercent: canary } : {}) });
    break;
  }
  case 'rollback':
    need(1, '<name>');
    await call('POST', `${remote(name)}/rollback`, {});
    break;
  case 'list':
    if (name) usage('list takes no arguments');
    await call('GET', '/remotes');
    break;
  default:
    usage(command ? `unknown command "${command}"` : 'a command is needed');
}
