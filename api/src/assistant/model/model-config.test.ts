import { describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { describeModel } from './model-config';

describe('the model configuration', () => {
  it('is off without PROVANA_AI_BASE_URL', () => {
    expect(readEnv({}).model).toBeNull();
  });

  it('reads the base URL, model, key and timeout', () => {
    const env = readEnv({
      PROVANA_AI_BASE_URL: 'http://localhost:11434/v1',
      PROVANA_AI_MODEL: 'llama3.2',
      PROVANA_AI_API_KEY: 'sk-x',
      PROVANA_AI_TIMEOUT_MS: '2500',
    });
    expect(env.model).toEqual({ baseURL: 'http://localhost:11434/v1', model: 'llama3.2', apiKey: 'sk-x', timeoutMs: 2500 });
  });

  it('refuses a URL without a model, and a URL that is not http(s)', () => {
    expect(() => readEnv({ PROVANA_AI_BASE_URL: 'http://localhost:11434/v1' })).toThrow(/set together/);
    expect(() => readEnv({ PROVANA_AI_BASE_URL: 'file:///etc/passwd', PROVANA_AI_MODEL: 'x' })).toThrow(/PROVANA_AI_BASE_URL/);
  });

  it('reads the speech-to-text server apart from the chat model (PROVANA_STT_*), off without it', () => {
    expect(readEnv({}).stt).toBeNull();
    const env = readEnv({ PROVANA_STT_BASE_URL: 'http://localhost:8000/v1', PROVANA_STT_MODEL: 'Systran/faster-whisper-small', PROVANA_STT_API_KEY: 'sk-s' });
    expect(env.stt).toEqual({ baseURL: 'http://localhost:8000/v1', model: 'Systran/faster-whisper-small', apiKey: 'sk-s', timeoutMs: 30_000 });
    expect(env.model).toBeNull();
    expect(() => readEnv({ PROVANA_STT_BASE_URL: 'http://localhost:8000/v1' })).toThrow(/PROVANA_STT_BASE_URL and PROVANA_STT_MODEL/);
    expect(() => readEnv({ PROVANA_STT_BASE_URL: 'ftp://x', PROVANA_STT_MODEL: 'w' })).toThrow(/PROVANA_STT_BASE_URL/);
  });

  it('describes the model by name and host only, never the key or the path', () => {
    expect(describeModel({ baseURL: 'https://user:pw@models.example.com:8443/v1', model: 'm', apiKey: 'sk-x', timeoutMs: 1000 })).toEqual({
      name: 'm',
      host: 'models.example.com:8443',
    });
  });
});
