import { describe, expect, it } from 'vitest';
import { remoteManifest, shellManifest } from '../../../test/support/mf-manifests';
import { compatibilityProblems } from './compatibility';
import { MfManifestSchema, parseManifest } from './manifest';

const parse = (value: unknown) => MfManifestSchema.parse(value);
const shell = parse(shellManifest());
const problems = (value: unknown) => compatibilityProblems('mf_team', parse(value), shell);

describe('whether a remote fits the shell', () => {
  it('accepts a remote that shares what the shell shares, in ranges the shell meets', () => {
    expect(problems(remoteManifest('mf_team'))).toEqual([]);
  });

  it("refuses a remote whose required range the shell's singleton does not meet, naming the package and both versions", () => {
    expect(problems(remoteManifest('mf_team', { shared: [{ name: 'react', version: '18.3.1', requiredVersion: '^18.2.0' }] }))).toContain(
      'mf_team needs react ^18.2.0, but the shell provides react 19.2.0',
    );
  });

  it("refuses a remote that provides a singleton outside the shell's range (it could replace the shell's copy)", () => {
    expect(problems(remoteManifest('mf_team', { shared: [{ name: 'react', version: '20.0.0', requiredVersion: '>=19' }] }))).toEqual([
      'mf_team provides react 20.0.0, but the shell requires react ^19.2.0',
    ]);
  });

  it('ignores ranges that mean any version, and packages the shell does not share as singletons', () => {
    const any = remoteManifest('mf_team', {
      shared: [
        { name: 'react', version: '19.2.3', requiredVersion: '*' },
        { name: 'react-dom', version: '19.2.0', requiredVersion: false },
        { name: '@provana/ui', version: '0.2.0', requiredVersion: 'workspace:^' },
        { name: 'lodash', version: '1.0.0', requiredVersion: '^4.0.0' },
      ],
    });
    expect(problems(any)).toEqual([]);
    const notSingleton = compatibilityProblems(
      'mf_team',
      parse(remoteManifest('mf_team', { shared: [{ name: 'react', version: '18.0.0', requiredVersion: '^18.0.0' }] })),
      parse(shellManifest([{ name: 'react', version: '19.2.0', requiredVersion: '^19.2.0', singleton: false }])),
    );
    expect(notSingleton).toEqual([]);
  });

  it('refuses a manifest of another remote and one that lacks a module the shell loads', () => {
    expect(problems(remoteManifest('mf_team', { name: 'mf_brief' }))).toEqual(['The manifest is for mf_brief, not mf_team']);
    expect(compatibilityProblems('mf_brief', parse(remoteManifest('mf_brief', { exposes: ['DailyBrief', 'Memory'] })), shell)).toEqual([
      'mf_brief does not expose ./LifeEvents, which the shell loads',
    ]);
  });

  it('reads a manifest leniently: unknown fields kept, missing lists empty; not JSON or no name is refused', () => {
    const parsed = parseManifest(JSON.stringify({ name: 'mf_team', future: { anything: true } }));
    expect(parsed).toMatchObject({ ok: true, manifest: { name: 'mf_team', shared: [], exposes: [] } });
    expect(parseManifest('<html>')).toEqual({ ok: false, error: 'is not JSON' });
    expect(parseManifest('{"id":"x"}')).toMatchObject({ ok: false, error: expect.stringMatching(/^is not an mf-manifest\.json \(name: /) });
  });
});
