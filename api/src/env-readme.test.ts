// The README's configuration table is the operator's list of what the server reads: it must name
// every variable of env.ts, and nothing env.ts does not read.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, environmentVariableNames } from './env';

const TABLE_HEADING = '### The server (`api/src/env.ts`';

/** The first cell's variable names of the table under the server's heading. */
function readmeVariables(): string[] {
  const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf(TABLE_HEADING);
  if (start < 0) throw new Error(`README.md has no heading starting "${TABLE_HEADING}"`);
  const section = readme.slice(start).split(/\n#{2,3} /)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_<>]*)`/g)].map((m) => m[1] ?? ''));
}

describe("the README's configuration table", () => {
  it('names every variable env.ts reads', () => {
    const listed = new Set(readmeVariables());
    expect(environmentVariableNames().filter((name) => !listed.has(name))).toEqual([]);
  });

  it('names no variable env.ts does not read', () => {
    const read = new Set(environmentVariableNames());
    expect(readmeVariables().filter((name) => !read.has(name))).toEqual([]);
  });

  it('names each variable once', () => {
    const names = readmeVariables();
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});
