// Speaking aloud with the Web Speech API, when the browser has it.
export type Voice = { rate: number; pitch: number; volume: number };

/** The greeting's voice (spec section 9). */
export const greetingVoice: Voice = { rate: 0.9, pitch: 1, volume: 0.8 };

function synthesis(): SpeechSynthesis | undefined {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined' ? window.speechSynthesis : undefined;
}

export function canSpeak(): boolean {
  return synthesis() !== undefined;
}

/** Speaks `text`, interrupting anything already being said. Returns false when speech is unavailable. */
export function speak(text: string, voice: Voice): boolean {
  const synth = synthesis();
  if (!synth) return false;
  try {
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.rate = voice.rate;
    utterance.pitch = voice.pitch;
    utterance.volume = voice.volume;
    synth.speak(utterance);
    return true;
  } catch (error) {
    console.warn('Speech failed', error);
    return false;
  }
}

export function stopSpeaking(): void {
  synthesis()?.cancel();
}
