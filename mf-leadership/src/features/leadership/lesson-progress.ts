// Lessons done per model (beyond the spec: the Learning Hub shows progress per model).
import type { LeadershipModel } from '@provana/contracts';

export interface LessonProgress {
  done: number;
  total: number;
}

export const lessonProgress = (model: Pick<LeadershipModel, 'lessons'>): LessonProgress => ({
  done: model.lessons.filter((l) => l.done).length,
  total: model.lessons.length,
});

export const LESSON_TYPE_LABELS = { article: 'Article', audio: 'Audio', video: 'Video', worksheet: 'Worksheet', interactive: 'Interactive' } as const;
