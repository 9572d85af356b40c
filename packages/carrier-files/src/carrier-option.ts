import { carrierIdSchema } from '@tiermap/domain';
import { ImportError } from './import-warning.js';

/** The `carrierId` option, checked: importers refuse to make a document no server would take. */
export function checkedCarrierId(carrierId: string): string {
  const checked = carrierIdSchema.safeParse(carrierId);
  if (checked.success) return checked.data;
  const reason = checked.error.issues[0]?.message ?? 'is not a carrier id';
  throw new ImportError(`carrierId "${carrierId}" ${reason}`);
}
