import { describe, expect, it } from 'vitest';
import type { Lesson } from '@provana/contracts';
import { lessonProgress } from './lesson-progress';

const lesson = (id: number, done: boolean): Lesson => ({ id, title: `L${id}`, type: 'article', duration_minutes: 5, url: '/x', done });

describe('lesson progress', () => {
  it('counts the lessons marked done', () => {
    expect(lessonProgress({ lessons: [lesson(1, true), lesson(2, false), lesson(3, true)] })).toEqual({ done: 2, total: 3 });
    expect(lessonProgress({ lessons: [] })).toEqual({ done: 0, total: 0 });
  });
});
