// How the Voice Command modal takes a spoken command: the browser's speech recognition
// where it exists; otherwise a recording the server transcribes, when the operator configured
// speech-to-text and this executive turned server transcription on; otherwise typing only, said
// plainly. Until the settings load (without recognition) the choice is not known yet.
import type { AssistantSettings } from '@provana/contracts';

export type CommandInputMode = 'recognition' | 'server' | 'typing' | 'unknown';

/** Under the command field when the command must be typed. */
export const TYPE_ONLY = 'This browser has no speech recognition, so type your command.';
/** Under the command field when the server transcribes a recorded command. */
export const RECORD_OR_TYPE = 'This browser has no speech recognition: record your command and the server transcribes it, or type it.';

export interface CommandInputFacts {
  /** SpeechRecognition or webkitSpeechRecognition exists. */
  recognition: boolean;
  /** getUserMedia and MediaRecorder exist. */
  audioCapture: boolean;
  /** The executive's assistant settings; undefined while loading or when the load failed. */
  settings: Pick<AssistantSettings, 'speechToText' | 'transcribeOnServer'> | undefined;
  /** The settings could not be loaded: the server's transcription is then not offered. */
  settingsFailed: boolean;
}

export function commandInputMode({ recognition, audioCapture, settings, settingsFailed }: CommandInputFacts): CommandInputMode {
  if (recognition) return 'recognition';
  if (!settings) return settingsFailed ? 'typing' : 'unknown';
  return audioCapture && settings.speechToText === true && settings.transcribeOnServer === true ? 'server' : 'typing';
}

/** Whether this browser can record audio at all. */
export const canCaptureAudio = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function' && typeof MediaRecorder !== 'undefined';
