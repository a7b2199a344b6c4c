// Speaks the assistant's reply the spec's way: after 0.5 s, rate 0.95, pitch 1, volume 0.8.
export const REPLY_DELAY_MS = 500;

/** Returns a cancel function (closing the modal stops a pending or running reply). */
export function speakReply(text: string): () => void {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return () => undefined;
  const timer = setTimeout(() => {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.rate = 0.95;
    utterance.pitch = 1;
    utterance.volume = 0.8;
    window.speechSynthesis.speak(utterance);
  }, REPLY_DELAY_MS);
  return () => {
    clearTimeout(timer);
    window.speechSynthesis.cancel();
  };
}
