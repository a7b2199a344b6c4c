// Booking links' limits, location kinds and the guest page's fixed words, without zod: the public
// booking page imports these, and its first screen carries no schema library.
export const BOOKING_LIMITS = {
  name: 80,
  locationDetail: 300,
  question: 200,
  questions: 5,
  answer: 500,
  guestName: 100,
  guestEmail: 254,
  candidates: 5,
  durations: 4,
} as const;

export const LOCATION_KINDS = ['video', 'phone', 'address', 'guest_calls'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];
export const LOCATION_LABELS: Record<LocationKind, string> = {
  video: 'Video call',
  phone: 'Phone call',
  address: 'In person',
  guest_calls: 'I’ll call you',
};

export const SLOT_TAKEN_MESSAGE = 'That time was just taken';
export const LINK_USED_MESSAGE = 'This link has been used';
