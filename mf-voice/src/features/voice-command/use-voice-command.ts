// The voice command flow: idle, listening (single utterance, no interim results, en-US),
// processing (the call in flight), then the response, shown and spoken. A typed command takes the
// same path from "processing".
import { useExecutiveId } from '@provana/api-client';
import { useSendVoiceCommandMutation } from '@provana/api-client/voice';
import { useCallback, useEffect, useRef, useState } from 'react';
import { speechRecognition, type Recognition } from '../recorder/speech-recognition';
import { speakReply } from './speak';

export const COMMAND_FAILED = "Sorry, I couldn't process that command. Please try again.";
export const NO_RECOGNITION = 'Speech recognition not supported in this browser';

export function useVoiceCommand() {
  const executiveId = useExecutiveId();
  const [send, { isLoading }] = useSendVoiceCommandMutation();
  const [listening, setListening] = useState(false);
  const [response, setResponse] = useState<string | null>(null);
  /** Said under the answer, e.g. "answered by the built-in assistant" when the chosen model failed. */
  const [answerNote, setAnswerNote] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const stopSpeaking = useRef<() => void>(() => undefined);

  const ask = useCallback(
    async (command: string) => {
      const text = command.trim();
      if (!text || executiveId === undefined) return;
      setNotice(null);
      setResponse(null);
      setAnswerNote(null);
      stopSpeaking.current();
      const result = await send({ command: text, executiveId });
      const reply = 'error' in result || !result.data ? COMMAND_FAILED : result.data.response;
      setResponse(reply);
      setAnswerNote(('data' in result && result.data?.note) || null);
      stopSpeaking.current = speakReply(reply);
    },
    [executiveId, send],
  );

  const startListening = () => {
    const Ctor = speechRecognition();
    if (!Ctor) return setNotice(NO_RECOGNITION);
    const r = new Ctor();
    r.lang = 'en-US';
    r.continuous = false;
    r.interimResults = false;
    r.maxAlternatives = 1;
    r.onresult = (event) => {
      const heard = event.results[0]?.[0].transcript ?? '';
      setListening(false);
      void ask(heard);
    };
    r.onerror = (event) => {
      console.warn('Speech recognition error:', event.error);
      setListening(false);
    };
    r.onend = () => setListening(false);
    recognition.current = r;
    setNotice(null);
    setListening(true);
    r.start();
  };

  /** A fresh start each time the modal opens. */
  const reset = useCallback(() => {
    recognition.current?.abort();
    stopSpeaking.current();
    setListening(false);
    setResponse(null);
    setAnswerNote(null);
    setNotice(null);
  }, []);

  const stopListening = () => {
    recognition.current?.stop();
    setListening(false);
  };

  useEffect(
    () => () => {
      recognition.current?.abort();
      stopSpeaking.current();
    },
    [],
  );

  return { listening, processing: isLoading, response, answerNote, notice, ask, startListening, stopListening, reset };
}
