import { describe, expect, it } from 'vitest';
import { allowedAudioType, audioFileName } from './audio-policy';

describe('audio policy', () => {
  it.each([
    ['audio/webm;codecs=opus', 'audio/webm;codecs=opus'],
    ['audio/webm; codecs="opus"', 'audio/webm;codecs=opus'],
    ['AUDIO/OGG', 'audio/ogg'],
    ['audio/mp4', 'audio/mp4'],
    ['audio/mpeg', 'audio/mpeg'],
    ['audio/wav', 'audio/wav'],
  ])('accepts %s as %s', (header, stored) => {
    expect(allowedAudioType(header)).toBe(stored);
  });

  it.each([
    'text/html',
    'audio/x-html',
    'audio/svg+xml',
    'audio/webm;charset=utf-8',
    'audio/webm;codecs=<script>',
    'application/octet-stream',
    '',
    'audio/webm, text/html',
  ])('refuses %s', (header) => {
    expect(allowedAudioType(header)).toBeNull();
  });

  it('names downloads after the type', () => {
    expect(audioFileName(7, 'audio/webm;codecs=opus')).toBe('recording-7.webm');
    expect(audioFileName(7, 'audio/mpeg')).toBe('recording-7.mp3');
  });
});
