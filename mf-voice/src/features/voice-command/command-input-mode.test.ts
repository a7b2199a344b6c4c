import { describe, expect, it } from 'vitest';
import { commandInputMode, type CommandInputFacts } from './command-input-mode';

const facts = (over: Partial<CommandInputFacts> = {}): CommandInputFacts => ({
  recognition: false,
  audioCapture: true,
  settings: { speechToText: true, transcribeOnServer: true },
  settingsFailed: false,
  ...over,
});

describe('how the Voice Command modal takes a spoken command', () => {
  it("uses the browser's speech recognition wherever it exists", () => {
    expect(commandInputMode(facts({ recognition: true }))).toBe('recognition');
    expect(commandInputMode(facts({ recognition: true, settings: undefined }))).toBe('recognition');
  });

  it('records for the server when it has speech-to-text and the executive turned it on', () => {
    expect(commandInputMode(facts())).toBe('server');
  });

  it('asks for typing when the server does not transcribe, the executive has not opted in, or the browser cannot record', () => {
    expect(commandInputMode(facts({ settings: { speechToText: false, transcribeOnServer: true } }))).toBe('typing');
    expect(commandInputMode(facts({ settings: { speechToText: true, transcribeOnServer: false } }))).toBe('typing');
    expect(commandInputMode(facts({ settings: { speechToText: undefined, transcribeOnServer: true } }))).toBe('typing');
    expect(commandInputMode(facts({ audioCapture: false }))).toBe('typing');
  });

  it('does not know yet while the settings load, and asks for typing when they failed to load', () => {
    expect(commandInputMode(facts({ settings: undefined }))).toBe('unknown');
    expect(commandInputMode(facts({ settings: undefined, settingsFailed: true }))).toBe('typing');
  });
});
