// Booking links (migration 034). Instants are epoch milliseconds; settings and answers are JSON text.
import type { Id } from './columns';

export interface BookingTypesTable {
  id: Id;
  executive_id: number;
  name: string;
  /** JSON of the contracts' BookingTypeSettings without name and manager. */
  settings: string;
  manager_user_id: number | null;
  created_at: number;
  updated_at: number;
}

export interface BookingLinksTable {
  id: Id;
  executive_id: number;
  booking_type_id: number;
  token: string;
  single_use: number;
  /** JSON array of ISO instants, or null: every free slot. */
  candidate_times: string | null;
  used_at: number | null;
  created_at: number;
}

export interface BookingsTable {
  id: Id;
  executive_id: number;
  booking_type_id: number;
  link_id: number | null;
  start_at: number;
  end_at: number;
  guest_name: string;
  guest_email: string;
  guest_time_zone: string;
  /** JSON array of { question, answer }. */
  answers: string;
  event_id: number | null;
  /** SHA-256 of the guest's cancel and reschedule tokens; null once used. */
  cancel_hash: string | null;
  reschedule_hash: string | null;
  cancelled_at: number | null;
  created_at: number;
}
