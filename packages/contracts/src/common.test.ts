import { describe, expect, it } from 'vitest';
import { ExecutiveIdParamSchema, IdParamSchema, IdSchema, SafeUrlSchema } from './common';

describe('ids', () => {
  it.each([1, 42, Number.MAX_SAFE_INTEGER])('accepts the body id %j', (id) => {
    expect(IdSchema.parse(id)).toBe(id);
  });

  it.each([true, '1', '1 ', 0, -1, 1.5, null, Number.MAX_SAFE_INTEGER + 1])('refuses the body id %j', (id) => {
    expect(IdSchema.safeParse(id).success).toBe(false);
  });

  it('turns a path id of digits into a number', () => {
    expect(IdParamSchema.parse('17')).toBe(17);
    expect(ExecutiveIdParamSchema.parse({ id: '3' })).toEqual({ id: 3 });
  });

  it.each(['', ' 1', '1 ', '01', '0', '-1', '+1', '1e3', '0x1', '1.0', 'true', '99999999999999999'])('refuses the path id %j', (id) => {
    expect(IdParamSchema.safeParse(id).success).toBe(false);
  });
});

describe('URLs a screen renders', () => {
  it.each(['https://cdn.example.com/a.mp3', 'http://127.0.0.1:8080/x', '/api/executive/1/voice-recordings/2/audio', '/learning/lesson-1'])(
    'accepts %s',
    (url) => {
      expect(SafeUrlSchema.safeParse(url).success).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>1</script>',
    'blob:https://x/1',
    '//evil.example/a.mp3',
    '/\\evil.example',
    'ftp://x/a',
    'relative/path',
    '',
  ])('refuses %s', (url) => {
    expect(SafeUrlSchema.safeParse(url).success).toBe(false);
  });
});
