// While recording, the browser's speech recognition (where it exists) appends what it hears to the
// transcript; the text area stays editable either way. Errors only stop listening.
import { useEffect, useRef } from 'react';
import { speechRecognition } from './speech-recognition';

export function useLiveTranscript(active: boolean, append: (text: string) => void) {
  const appendRef = useRef(append);
  appendRef.current = append;

  useEffect(() => {
    const Ctor = speechRecognition();
    if (!active || !Ctor) return undefined;
    const recognition = new Ctor();
    recognition.lang = 'en-US';
    recognition.continuous = true;
    recognition.interimResults = false;
    recognition.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        if (result?.isFinal) appendRef.current(result[0].transcript.trim());
      }
    };
    recognition.onerror = (event) => console.warn('Speech recognition error:', event.error);
    try {
      recognition.start();
    } catch (error) {
      console.warn('Speech recognition could not start:', error);
    }
    return () => recognition.abort();
  }, [active]);
}

export const liveTranscriptAvailable = () => speechRecognition() !== undefined;
