// "Your data is yours": the files of an account export (a ZIP), as zod schemas the
// import validates every row against, and the paths of export, import and account deletion. Rows
// keep the database's column names (docs/export-format.md lists them); `id` is the row's id in the
// archive, and every reference (`direct_report_id`, `priority_id`, ...) names an id of another file
// of the same archive. Flags are booleans and lists are arrays. Not in `index.ts`: only the API and
// the Settings chunk import it (`@provana/contracts/export`).
import './zod-config';
import { z } from 'zod';
import { GoalKindSchema } from './goals';
import { NoteCategorySchema } from './team';
import { ActionItemOwnerSchema } from './team-one-on-ones';
import { UrgencySchema } from './common';
import { ThemeSchema } from './appearance';

export const EXPORT_FORMAT = 'provana-export';
export const EXPORT_FORMAT_VERSION = 1;
/** Largest archive the import accepts: a full audio quota (200 MB) plus room for the JSON files. */
export const MAX_IMPORT_BYTES = 256 * 1024 * 1024;

const ex = (id: number) => `/api/executive/${id}`;
export const accountDataPaths = {
  /** GET: the ZIP download. */
  exportArchive: (id: number) => `${ex(id)}/export`,
  /** POST (raw application/zip body; `?replaceSampleData=true` once the executive agreed to lose the sample data). */
  importArchive: (id: number) => `${ex(id)}/import`,
  /** GET: whether the account holds sample data or data of its own (what Import must say first). */
  dataSummary: (id: number) => `${ex(id)}/data-summary`,
  /** DELETE { password }: the account, every row and audio file of it, and its sessions. */
  account: (id: number) => `${ex(id)}/account`,
};

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ref = id;
const text = (max = 20_000) => z.string().max(max);
const opt = (max = 2000) => text(max).nullable();
const list = z.array(z.string().max(2000)).max(1000);
const int = z.number().int().min(-1_000_000_000).max(1_000_000_000);

/** manifest.json */
export const ExportManifestSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  formatVersion: z.number().int(),
  exportedAt: z.string(),
  appVersion: z.string(),
  schemaVersion: z.number().int(),
  /** Rows (or, for account.json and settings.json, objects) per JSON file; audio files by count. */
  counts: z.record(z.string(), z.number().int().min(0)),
  audioFiles: z.number().int().min(0),
});
export type ExportManifest = z.infer<typeof ExportManifestSchema>;

/** account.json: the workspace (imported) and the sign-in identity it came from (for your records; never imported). */
export const ExportAccountSchema = z.object({
  executive: z.object({
    name: text(200),
    title: text(200),
    time_zone: text(100),
    seeded_on: text(40),
    sample_anchor_date: opt(40),
    /** The appearance; an archive from before it had none: System. */
    theme: ThemeSchema.default('system'),
  }),
  user: z.object({ email: text(254), name: text(200), first_name: opt(200), last_name: opt(200), created_at: text(40) }),
});
export type ExportAccount = z.infer<typeof ExportAccountSchema>;

/** settings.json: the assistant choice (null: never changed, the built-in engine). */
export const ExportSettingsSchema = z.object({
  assistant: z.object({ use_model: z.boolean(), transcribe_on_server: z.boolean(), updated_at: text(40) }).nullable(),
});
export type ExportSettings = z.infer<typeof ExportSettingsSchema>;

const sample = { is_sample: z.boolean() };
/** Marked private by the executive (see private-items.ts); absent in older archives. */
const privateFlag = { private: z.boolean().default(false) };

/** Row schemas of the per-table files, by file name. */
export const exportRowSchemas = {
  'priorities.json': z.object({
    id,
    task: text(),
    description: text(),
    urgency: UrgencySchema,
    due_date: opt(),
    completed: z.boolean(),
    source: text(100),
    created_at: text(40),
    ...sample,
  }),
  'calendar-events.json': z.object({
    id,
    title: text(),
    start_time: text(40),
    end_time: text(40),
    type: text(100),
    priority: text(100),
    description: text(),
    related_goals: list,
    ...sample,
    /** A series: its RRULE, deleted occurrences (original starts) and last end; absent in older archives. */
    rrule: opt(500).default(null),
    exdates: list.default([]),
    series_end: opt(40).default(null),
    /** Minutes before the start it reminds (null: none); absent in older archives. */
    reminder_minutes: z.number().int().min(0).max(10_080).nullable().default(null),
    ...privateFlag,
  }),
  /** Moved or renamed occurrences of a series, keyed by their original start. */
  'calendar-event-overrides.json': z.object({ id, event_id: ref, original_start: text(40), title: text(), start_time: text(40), end_time: text(40) }),
  'meetings.json': z.object({ id, title: text(), start_time: text(40), end_time: text(40), location: text(), attendees: list, type: text(100), ...sample }),
  'decisions.json': z.object({
    id,
    title: text(),
    description: text(),
    impact_level: text(100),
    due_by: text(40),
    status: z.enum(['pending', 'decided']),
    choice: opt(20_000),
    rationale: opt(20_000),
    decided_at: opt(40),
    ...sample,
  }),
  'memory-notes.json': z.object({ id, note: text(), tag: text(), next_trigger: text(), ...privateFlag }),
  'life-events.json': z.object({ id, event: text(), date: text(40), location: text(), reminder_set: z.boolean(), ...sample, ...privateFlag }),
  'reflections.json': z.object({
    id,
    week_start: text(40),
    strategic_decisions_made: int,
    delayed_decisions: int,
    delegated_tasks: int,
    missed_personal_event: z.boolean(),
    self_insight: text(),
    ...sample,
    ...privateFlag,
  }),
  'goals.json': z.object({
    id,
    kind: GoalKindSchema,
    title: text(),
    model_alignment: text(100),
    target_date: text(40),
    status: text(100),
    tags: list,
    linked_to: opt(20_000),
    sort_order: int,
    ...sample,
  }),
  'voice-recordings.json': z.object({
    id,
    timestamp: text(40),
    duration_seconds: int,
    session_id: text(200),
    transcript: text(100_000),
    tags_input: text(),
    anchor: text(),
    top_idea: text(),
    action_suggestion: text(),
    personal_anchor: text(),
    todo_created: z.boolean(),
    calendar_entry: z.boolean(),
    journal: z.boolean(),
    send_to_team: z.boolean(),
    tag_project: opt(),
    tag_core_value: opt(),
    tag_categories: list,
    tag_due_date: opt(40),
    transcription_status: z.enum(['none', 'pending', 'done', 'failed']),
    task_created: z.boolean(),
    ...sample,
    ...privateFlag,
    /** The recording's audio file in the archive, or null when it has none. */
    audio: z
      .object({ file: z.string().regex(/^audio\/[1-9][0-9]*\.[a-z0-9]{1,5}$/), content_type: text(200), size: z.number().int().min(1), uploaded_at: text(40) })
      .nullable(),
  }),
  'clarity-responses.json': z.object({
    id,
    transcript: text(100_000),
    prompt_type: text(200),
    response: text(),
    linked_action: text(200),
    created_priority_id: ref.nullable(),
    created_calendar_event_id: ref.nullable(),
    created_at: text(40),
  }),
  'direct-reports.json': z.object({
    id,
    name: text(200),
    role: text(200),
    start_date: text(40),
    next_meeting: opt(40),
    last_meeting: opt(40),
    goals_linked: list,
    development_focus: text(),
    reminder_24hr_before: z.boolean(),
    check_in_prompt: text(),
    archived_at: opt(40),
    ...sample,
  }),
  'coaching-notes.json': z.object({ id, direct_report_id: ref, date: text(40), category: NoteCategorySchema, content: text(), ...sample, ...privateFlag }),
  'team-voice-logs.json': z.object({
    id,
    direct_report_id: ref,
    date: text(40),
    audio_url: opt(),
    transcription: text(100_000),
    tags: list,
    converted_to_action: z.boolean(),
    ...sample,
  }),
  'meeting-notes.json': z.object({ id, direct_report_id: ref, meeting_at: text(40), content: text(), created_at: text(40) }),
  'talking-points.json': z.object({
    id,
    direct_report_id: ref,
    text: text(),
    position: int,
    meeting_at: opt(40),
    done_at: opt(40),
    done_meeting: opt(40),
    created_at: text(40),
  }),
  'team-action-items.json': z.object({
    id,
    direct_report_id: ref,
    text: text(),
    owner: ActionItemOwnerSchema,
    due_date: text(40),
    done: z.boolean(),
    priority_id: ref.nullable(),
    created_at: text(40),
  }),
  'leadership-profiles.json': z.object({
    id,
    direct_report_id: ref.nullable(),
    name: text(200),
    transformational: int,
    servant: int,
    system_syncing: int,
    dominant_model: text(100),
    updated_at: text(40),
  }),
  'leadership-assessments.json': z.object({
    id,
    taken_at: text(40),
    answers: text(),
    transformational: int,
    servant: int,
    system_syncing: int,
    dominant_model: text(100),
  }),
  /** Subscribed calendars (their addresses are secrets: only in your own archive); their events are fetched again after an import. */
  'calendar-subscriptions.json': z.object({ id, name: text(200), url: text(2000), colour: text(50), created_at: text(40) }),
  /** Lessons are the product's shared content: named by model and title, not by id. */
  'lesson-progress.json': z.object({ lesson: z.object({ model_id: text(100), title: text(500) }), done_at: text(40) }),
  'leadership-action-tasks.json': z.object({ action_item: z.object({ model_id: text(100), title: text(500) }), priority_id: ref }),
  /** The activity log: who changed what, by name (epoch milliseconds). */
  'activity.json': z.object({
    id,
    actor_name: text(500),
    kind: text(50),
    item_type: opt(100),
    item_id: opt(200),
    description: text(2000),
    created_at: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    /** The access token's name the change was made with (absent from archives made before it was recorded). */
    via_token: opt(200).optional(),
  }),
} as const;

export type ExportFileName = keyof typeof exportRowSchemas;
export type ExportRow<F extends ExportFileName> = z.infer<(typeof exportRowSchemas)[F]>;

/** GET .../data-summary */
export const DataSummarySchema = z.object({
  /** Rows of the sample workspace a new account starts with. */
  sampleRows: z.number().int().min(0),
  /** Rows the executive made (or imported): an import is refused while there are any. */
  ownRows: z.number().int().min(0),
});
export type DataSummary = z.infer<typeof DataSummarySchema>;

/** POST .../import: what came in. */
export const ImportResultSchema = z.object({ imported: z.record(z.string(), z.number().int()), audioFiles: z.number().int() });
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** DELETE .../account */
export const DeleteAccountBodySchema = z.object({ password: z.string().min(1, 'is required').max(200) });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;
