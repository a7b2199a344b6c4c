// The voice command flow: idle, listening (single utterance, no interim results, en-US),
// processing (the call in flight), then the response, shown and spoken. A typed command takes the
// same path from "processing". For an executive whose assistant is the model the answer
// streams in (`streamingText` while it arrives, `response` once it is complete), with the actions
// the model proposed, each written only when the executive confirms it.
import { useGetAssistantSettingsQuery } from '@provana/api-client/assistant';
import { useSendVoiceCommandMutation } from '@provana/api-client/voice';
import { useExecutiveQuery } from '@provana/sections';
import type { ProposedAction } from '@provana/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { speechRecognition, type Recognition } from '../recorder/speech-recognition';
import { speakReply } from './speak';
import { streamVoiceCommand } from './stream-voice-command';

export const COMMAND_FAILED = "Sorry, I couldn't process that command. Please try again.";
export const NO_RECOGNITION = 'Speech recognition not supported in this browser';
/** The answer when the model proposed actions without saying anything. */
export const PROPOSALS_ONLY = 'I have a proposed change for you to confirm.';

export interface Proposal {
  key: number;
  action: ProposedAction;
}

export function useVoiceCommand() {
  const settings = useExecutiveQuery(useGetAssistantSettingsQuery);
  const { executiveId } = settings;
  const [send, { isLoading }] = useSendVoiceCommandMutation();
  const [streaming, setStreaming] = useState(false);
  /** The model's answer so far, while it streams (not announced; `response` is, once). */
  const [streamingText, setStreamingText] = useState<string | null>(null);
  const [proposals, setProposals] = useState<Proposal[]>([]);
  const [listening, setListening] = useState(false);
  const [response, setResponse] = useState<string | null>(null);
  /** Said under the answer, e.g. "answered by the built-in assistant" when the chosen model failed. */
  const [answerNote, setAnswerNote] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const stopSpeaking = useRef<() => void>(() => undefined);
  const streamAbort = useRef<AbortController | null>(null);
  const proposalKey = useRef(0);

  /** Whether the executive's assistant is the model; a settings load that failed means the built-in path. */
  const usesModel = useCallback(async (): Promise<boolean> => {
    const data =
      settings.data ??
      (settings.isUninitialized
        ? undefined
        : await settings
            .refetch()
            .unwrap()
            .catch(() => undefined));
    return data?.choice === 'model';
  }, [settings]);

  /** The streamed answer, or null when it was abandoned (the modal closed or another command began). */
  const askModel = useCallback(async (id: number, text: string): Promise<{ reply: string; note: string | null } | null> => {
    const controller = new AbortController();
    streamAbort.current = controller;
    setStreaming(true);
    setStreamingText('');
    let answer = '';
    let proposed = 0;
    try {
      const done = await streamVoiceCommand(
        id,
        text,
        (event) => {
          if (controller.signal.aborted) return;
          if (event.type === 'delta') answer += event.text;
          else if (event.type === 'reset') answer = '';
          else if (event.type === 'proposal') {
            proposed += 1;
            setProposals((all) => [...all, { key: (proposalKey.current += 1), action: event.action }]);
          }
          if (event.type === 'delta' || event.type === 'reset') setStreamingText(answer);
        },
        controller.signal,
      );
      if (controller.signal.aborted) return null;
      const reply = answer.trim() ? answer : proposed > 0 ? PROPOSALS_ONLY : COMMAND_FAILED;
      return { reply, note: done.note ?? null };
    } catch (error) {
      if (controller.signal.aborted) return null;
      console.warn('Voice command stream failed:', error);
      setProposals([]);
      return { reply: COMMAND_FAILED, note: null };
    } finally {
      if (streamAbort.current === controller) {
        streamAbort.current = null;
        setStreaming(false);
        setStreamingText(null);
      }
    }
  }, []);

  const ask = useCallback(
    async (command: string) => {
      const text = command.trim();
      if (!text || executiveId === undefined) return;
      setNotice(null);
      setResponse(null);
      setAnswerNote(null);
      setProposals([]);
      stopSpeaking.current();
      streamAbort.current?.abort();
      if (await usesModel()) {
        const answer = await askModel(executiveId, text);
        if (!answer) return;
        const { reply, note } = answer;
        setResponse(reply);
        setAnswerNote(note);
        stopSpeaking.current = speakReply(reply);
        return;
      }
      const result = await send({ command: text, executiveId });
      const reply = 'error' in result || !result.data ? COMMAND_FAILED : result.data.response;
      setResponse(reply);
      setAnswerNote(('data' in result && result.data?.note) || null);
      stopSpeaking.current = speakReply(reply);
    },
    [executiveId, send, usesModel, askModel],
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
    streamAbort.current?.abort();
    streamAbort.current = null;
    setStreaming(false);
    setStreamingText(null);
    setListening(false);
    setResponse(null);
    setAnswerNote(null);
    setNotice(null);
    setProposals([]);
  }, []);

  const stopListening = () => {
    recognition.current?.stop();
    setListening(false);
  };

  /** A proposal the executive confirmed (now written) or dismissed leaves the list. */
  const removeProposal = useCallback((key: number) => setProposals((all) => all.filter((p) => p.key !== key)), []);

  useEffect(
    () => () => {
      recognition.current?.abort();
      stopSpeaking.current();
      streamAbort.current?.abort();
    },
    [],
  );

  return {
    listening,
    processing: isLoading || streaming,
    streamingText,
    response,
    answerNote,
    notice,
    proposals,
    removeProposal,
    ask,
    startListening,
    stopListening,
    reset,
  };
}
