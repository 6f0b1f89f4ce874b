import type { StoredRecord } from '../db/records'

export async function customerSeed(): Promise<StoredRecord[]> {
  return []
}
