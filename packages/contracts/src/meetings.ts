import { z } from 'zod';

export const MeetingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  location: z.string(),
  attendees: z.array(z.string()),
  type: z.string(),
});
export type Meeting = z.infer<typeof MeetingSchema>;
