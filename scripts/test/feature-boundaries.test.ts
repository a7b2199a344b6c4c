// The repository's own ESLint config keeps imports inside a remote one-way (expose/ -> features/ ->
// lib/): small sources linted as if they sat in mf-voice and mf-print, against the real files they import.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The boundaries/dependencies messages for `code` placed at `file` (relative to the repository). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath: path.join(root, file) });
  return results
    .flatMap((r) => r.messages)
    .filter((m) => m.ruleId === 'boundaries/dependencies')
    .map((m) => m.message);
}

describe('feature boundaries inside a remote', () => {
  it('refuses a feature importing another feature that is not an allowed pair, however it imports it', async () => {
    const from = 'mf-voice/src/features/search/probe.ts';
    for (const code of [
      "import { useAudioRecorder } from '../recorder/use-audio-recorder';\nexport const probe = useAudioRecorder;\n",
      "import type { Captured } from '../recorder/use-audio-recorder';\nexport type Probe = Captured;\n",
      "export { useAudioRecorder } from '../recorder/use-audio-recorder';\n",
      "export const probe = () => import('../recorder/use-audio-recorder');\n",
    ]) {
      expect(await boundaryErrors(from, code)).toEqual([
        'features/search must not import features/recorder: move the shared part to src/lib/ (or packages/), or allow the pair in eslint.config.js saying why.',
      ]);
    }
  });

  it('accepts an allowed pair and imports within one feature', async () => {
    const code = "import { useAudioRecorder } from '../recorder/use-audio-recorder';\nexport const probe = useAudioRecorder;\n";
    expect(await boundaryErrors('mf-voice/src/features/voice-insights/probe.ts', code)).toEqual([]);
    expect(await boundaryErrors('mf-voice/src/features/recorder/probe.ts', code.replace('../recorder/', './'))).toEqual([]);
  });

  it('lets lib/ import only the features allowed to it', async () => {
    const allowed = "import { composeMailto } from '../features/report-model/mailto';\nexport const probe = composeMailto;\n";
    const refused = "import { useReportData } from '../features/report-data/use-report-data';\nexport const probe = useReportData;\n";
    expect(await boundaryErrors('mf-print/src/lib/probe.ts', allowed)).toEqual([]);
    expect(await boundaryErrors('mf-print/src/lib/probe.ts', refused)).toEqual(['lib/ must not import features/report-data: lib/ sits below the features.']);
  });

  it('keeps expose/ out of reach of everything else in the remote', async () => {
    const message = 'Only expose/ imports expose/: it holds only what the remote exposes, and nothing inside the remote imports it.';
    const code = (to: string) => `import VoiceInsights from '${to}';\nexport const probe = VoiceInsights;\n`;
    expect(await boundaryErrors('mf-voice/src/features/search/probe.ts', code('../../expose/voice-insights'))).toEqual([message]);
    expect(await boundaryErrors('mf-voice/src/probe.tsx', code('./expose/voice-insights'))).toEqual([message]);
    expect(await boundaryErrors('mf-voice/src/expose/probe.tsx', code('../features/recorder/voice-recorder'))).toEqual([]);
  });
});
