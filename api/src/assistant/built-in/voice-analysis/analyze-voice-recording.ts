// analyzeVoiceRecording: transcript → insights, tags, automated actions and an optional task.
import type { Priority } from '@provana/contracts';
import type { VoiceRecordingAnalysis, VoiceRecordingInput } from '../../engine';
import { daysBetween, wallClockOf } from '@provana/dates';
import { dueDateFrom } from './due-dates';
import { actionSuggestionFor, personalAnchorFor, topIdeaOf, topicOf } from './voice-insights';
import { findActionClause, findTaskRequest } from './task-request';
import { actionsFor } from './voice-actions';
import { categoriesFor, coreValueFor, parseTagList, projectFor } from './voice-tags';

const HIGH = /\b(urgent|urgently|asap|as soon as possible|critical|immediately|today|tonight|right away)\b/i;
const MEDIUM = /\b(this week|soon|tomorrow|important|priority)\b/i;

/** Urgency from words first, then from how close the due date is (≤ 1 day high, ≤ 7 days medium). */
export function urgencyOf(text: string, dueDate: string | null, today: string): Priority['urgency'] {
  if (HIGH.test(text)) return 'high';
  if (MEDIUM.test(text)) return 'medium';
  if (dueDate) {
    const days = daysBetween(today, dueDate);
    if (days <= 1) return 'high';
    if (days <= 7) return 'medium';
  }
  return 'low';
}

export function analyzeVoiceRecording(input: VoiceRecordingInput): VoiceRecordingAnalysis {
  const transcript = input.transcript.trim();
  const now = wallClockOf(input.now);
  const tagList = parseTagList(input.tags);
  const project = projectFor(transcript, tagList);
  const task = findTaskRequest(transcript);
  // A date said in the request itself beats one mentioned elsewhere in the recording.
  const dueDate = (task && dueDateFrom(task.sentence, now)) ?? dueDateFrom(transcript, now);
  const topIdea = topIdeaOf(transcript, input.goals);
  const topic = topicOf(topIdea, project, input.goals);

  return {
    insights: {
      topIdea,
      actionSuggestion: actionSuggestionFor(task ?? findActionClause(transcript), dueDate, topic, transcript),
      personalAnchor: personalAnchorFor(input.anchor, transcript, topic, transcript),
    },
    actions: actionsFor(transcript, task),
    tags: { project, coreValue: coreValueFor(transcript), category: categoriesFor(transcript, tagList), dueDate },
    requestedTask: task
      ? {
          task: task.task,
          description: `From your voice recording: "${task.sentence}"`,
          urgency: urgencyOf(task.context, dueDate, now.date),
          dueDate: dueDate ? `${dueDate}T17:00:00` : null,
        }
      : null,
  };
}
