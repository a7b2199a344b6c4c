// An executive's booking types: the settings the contracts validate, kept as one JSON text (read
// back through the same schema, so a stored row always has every field with its default).
import { BookingTypeBodySchema, type BookingType, type BookingTypeSettings } from '@provana/contracts/booking';
import type { Conn } from '../conn';

interface Row {
  id: number;
  name: string;
  settings: string;
  manager_user_id: number | null;
}

export const toBookingType = (r: Row): BookingType => ({
  ...BookingTypeBodySchema.parse({ ...(JSON.parse(r.settings) as object), name: r.name, managerUserId: r.manager_user_id }),
  id: r.id,
});

const settingsText = ({ name: _name, managerUserId: _manager, ...rest }: BookingTypeSettings) => JSON.stringify(rest);

export function bookingTypesRepository({ db }: Conn) {
  const columns = ['id', 'name', 'settings', 'manager_user_id'] as const;
  return {
    list: async (executiveId: number): Promise<BookingType[]> =>
      (await db.selectFrom('booking_types').select(columns).where('executive_id', '=', executiveId).orderBy('id').execute()).map(toBookingType),
    get: async (executiveId: number, id: number): Promise<BookingType | undefined> => {
      const row = await db.selectFrom('booking_types').select(columns).where('executive_id', '=', executiveId).where('id', '=', id).executeTakeFirst();
      return row ? toBookingType(row) : undefined;
    },
    create: async (executiveId: number, type: BookingTypeSettings, nowMs: number): Promise<number> =>
      (
        await db
          .insertInto('booking_types')
          .values({
            executive_id: executiveId,
            name: type.name,
            settings: settingsText(type),
            manager_user_id: type.managerUserId,
            created_at: nowMs,
            updated_at: nowMs,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    update: async (executiveId: number, id: number, type: BookingTypeSettings, nowMs: number): Promise<boolean> => {
      const result = await db
        .updateTable('booking_types')
        .set({ name: type.name, settings: settingsText(type), manager_user_id: type.managerUserId, updated_at: nowMs })
        .where('executive_id', '=', executiveId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    remove: async (executiveId: number, id: number): Promise<boolean> => {
      const result = await db.deleteFrom('booking_types').where('executive_id', '=', executiveId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
