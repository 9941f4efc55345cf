import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { taxDocumentCounters, type TaxDocumentKind } from './tax-documents.tables';

const PREFIX: Record<TaxDocumentKind, string> = { invoice: 'INV', 'credit-note': 'CN' };

/** INV-2026-000123 */
export const documentNumber = (kind: TaxDocumentKind, year: number, sequence: number): string => `${PREFIX[kind]}-${year}-${String(sequence).padStart(6, '0')}`;

/**
 * The next number of the series, inside the transaction that records the document: the counter's
 * row stays locked until it commits (the next issuer waits for it), and a rollback gives the number
 * back, so the series has no gap and no repeat on any number of instances.
 */
export async function takeNumber(tx: DbOrTx, kind: TaxDocumentKind, year: number): Promise<{ sequence: number; number: string }> {
  const [row] = await tx
    .insert(taxDocumentCounters)
    .values({ kind, year, lastSequence: 1 })
    .onConflictDoUpdate({ target: [taxDocumentCounters.kind, taxDocumentCounters.year], set: { lastSequence: sql`${taxDocumentCounters.lastSequence} + 1` } })
    .returning({ sequence: taxDocumentCounters.lastSequence });
  const sequence = row!.sequence;
  return { sequence, number: documentNumber(kind, year, sequence) };
}
