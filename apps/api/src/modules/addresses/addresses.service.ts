import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@pawsook/shared/i18n/translate';
import { MAX_ADDRESSES_PER_BOOK, type ReceiptAddress, type ReceiptAddressInput, type ShippingAddressInput } from '@pawsook/shared/schemas/addresses';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import type { ReferenceService } from '../reference/reference.service';
import { copyAddressForOrder } from './addresses.steps';
import { memberAddresses, orderAddresses } from './addresses.tables';
import type { OrderAddressCopy } from './addresses.types';

export type AddressBook = 'shipping' | 'receipt';
type AddressInput = ShippingAddressInput & Partial<Pick<ReceiptAddressInput, 'taxPayerId' | 'companyName' | 'branchNo'>>;
type AddressRow = typeof memberAddresses.$inferSelect;
/** What an order copies from an address of its member's order book. */
export type OrderAddressSource = Pick<
  AddressRow,
  'name' | 'surname' | 'phone' | 'address' | 'provinceId' | 'districtId' | 'subDistrictId' | 'postelCode' | 'companyName' | 'taxPayerId'
> &
  Partial<Pick<AddressRow, 'branchNo'>>;

/** On the "also add to my account" checkbox when there is one, else about the whole request. */
const limitReached = (field?: string) => new AppError(400, 'address.limit', { ...(field ? { field } : {}), params: { max: MAX_ADDRESSES_PER_BOOK } });

export function createAddressesService(db: Db, reference: ReferenceService) {
  async function checkRegion(input: AddressInput): Promise<void> {
    const problem = await reference.checkRegion(input);
    if (problem) throw new AppError(400, problem.key, { field: problem.field });
  }

  const columns = (book: AddressBook, input: AddressInput) => ({
    book,
    name: input.name,
    surname: input.surname,
    phone: input.phone,
    address: input.address,
    provinceId: input.province,
    districtId: input.district,
    subDistrictId: input.subDistrict,
    postelCode: input.postelCode,
    taxPayerId: book === 'receipt' ? (input.taxPayerId ?? null) : null,
    companyName: book === 'receipt' ? (input.companyName ?? null) : null,
    branchNo: book === 'receipt' ? (input.branchNo ?? null) : null,
  });

  async function view(row: AddressRow | typeof orderAddresses.$inferSelect, lang: Lang, isDefault: boolean): Promise<ReceiptAddress> {
    const names = await reference.regionNames(row, lang);
    const updatedAt = 'updatedAt' in row ? row.updatedAt : row.createdAt;
    return {
      id: row.id,
      memberId: row.memberId,
      name: row.name,
      surname: row.surname,
      phone: row.phone,
      address: row.address,
      province: row.provinceId,
      provinceId: row.provinceId,
      provinceDesc: names.province,
      district: row.districtId,
      districtId: row.districtId,
      districtDesc: names.district,
      subDistrict: row.subDistrictId,
      subDistrictId: row.subDistrictId,
      subDistrictDesc: names.subDistrict,
      postelCode: row.postelCode,
      isDefault,
      createDate: row.createdAt.toISOString(),
      updateDate: updatedAt.toISOString(),
      taxPayerId: row.taxPayerId ?? '',
      companyName: row.companyName,
      branchNo: row.branchNo,
    };
  }

  /** Serialises changes to one member's book, so the limit and the single default hold under concurrency. */
  async function lockBook(tx: Tx, memberId: number, book: AddressBook): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`address-book:${memberId}:${book}`}))`);
  }

  async function countBook(tx: DbOrTx, memberId: number, book: AddressBook): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(memberAddresses)
      .where(and(eq(memberAddresses.memberId, memberId), eq(memberAddresses.book, book)));
    return row?.n ?? 0;
  }

  async function findOwn(tx: DbOrTx, memberId: number, book: AddressBook, id: number): Promise<AddressRow> {
    const [row] = await tx
      .select()
      .from(memberAddresses)
      .where(and(eq(memberAddresses.id, id), eq(memberAddresses.memberId, memberId), eq(memberAddresses.book, book)));
    if (!row) throw notFound();
    return row;
  }

  async function unsetDefault(tx: Tx, memberId: number, book: AddressBook): Promise<void> {
    await tx
      .update(memberAddresses)
      .set({ isDefault: false, updatedAt: new Date() })
      .where(and(eq(memberAddresses.memberId, memberId), eq(memberAddresses.book, book), eq(memberAddresses.isDefault, true)));
  }

  /** Adds to the book inside the caller's transaction: the first address is the default, the sixth is refused. */
  async function addToBook(tx: Tx, memberId: number, book: AddressBook, input: AddressInput, limitField?: string): Promise<AddressRow> {
    await lockBook(tx, memberId, book);
    const existing = await countBook(tx, memberId, book);
    if (existing >= MAX_ADDRESSES_PER_BOOK) throw limitReached(limitField);
    const isDefault = existing === 0 || input.isDefault;
    if (isDefault) await unsetDefault(tx, memberId, book);
    const [row] = await tx
      .insert(memberAddresses)
      .values({ memberId, ...columns(book, input), isDefault })
      .returning();
    return row!;
  }

  return {
    /** Default first, then newest. */
    async list(memberId: number, book: AddressBook, lang: Lang): Promise<ReceiptAddress[]> {
      const rows = await db
        .select()
        .from(memberAddresses)
        .where(and(eq(memberAddresses.memberId, memberId), eq(memberAddresses.book, book)))
        .orderBy(desc(memberAddresses.isDefault), desc(memberAddresses.createdAt), desc(memberAddresses.id));
      return Promise.all(rows.map((r) => view(r, lang, r.isDefault)));
    },

    async checkLimit(memberId: number, book: AddressBook) {
      const n = await countBook(db, memberId, book);
      if (n >= MAX_ADDRESSES_PER_BOOK) throw limitReached('isAddToAccount');
      return { count: n, limit: MAX_ADDRESSES_PER_BOOK };
    },

    async create(memberId: number, book: AddressBook, input: AddressInput, lang: Lang): Promise<ReceiptAddress> {
      await checkRegion(input);
      const row = await db.transaction((tx) => addToBook(tx, memberId, book, input));
      return view(row, lang, row.isDefault);
    },

    /** Replaces an address; asking for default makes it the default, and the default stays the default. */
    async update(memberId: number, book: AddressBook, id: number, input: AddressInput, lang: Lang): Promise<ReceiptAddress> {
      await checkRegion(input);
      const row = await db.transaction(async (tx) => {
        await lockBook(tx, memberId, book);
        const current = await findOwn(tx, memberId, book, id);
        const isDefault = current.isDefault || input.isDefault;
        if (isDefault && !current.isDefault) await unsetDefault(tx, memberId, book);
        const [updated] = await tx
          .update(memberAddresses)
          .set({ ...columns(book, input), isDefault, updatedAt: new Date() })
          .where(eq(memberAddresses.id, id))
          .returning();
        return updated!;
      });
      return view(row, lang, row.isDefault);
    },

    async setDefault(memberId: number, book: AddressBook, id: number, lang: Lang): Promise<ReceiptAddress> {
      const row = await db.transaction(async (tx) => {
        await lockBook(tx, memberId, book);
        const current = await findOwn(tx, memberId, book, id);
        if (current.isDefault) return current;
        await unsetDefault(tx, memberId, book);
        const [updated] = await tx.update(memberAddresses).set({ isDefault: true, updatedAt: new Date() }).where(eq(memberAddresses.id, id)).returning();
        return updated!;
      });
      return view(row, lang, true);
    },

    /** An address of the member's receipt book as an order copies it (a tax invoice asked for after the order); another member's is not found. */
    async receiptCopy(memberId: number, id: number): Promise<OrderAddressCopy> {
      return copyAddressForOrder(reference, await findOwn(db, memberId, 'receipt', id));
    },

    async remove(memberId: number, book: AddressBook, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockBook(tx, memberId, book);
        const current = await findOwn(tx, memberId, book, id);
        if (current.isDefault) throw new AppError(400, 'address.deleteDefault');
        await tx.delete(memberAddresses).where(eq(memberAddresses.id, id));
      });
    },

    /**
     * The order's own copy of an address; with isAddToAccount it also goes into the book (limit
     * respected), both or neither.
     */
    async createOrderAddress(memberId: number, book: AddressBook, input: AddressInput & { isAddToAccount: boolean }): Promise<number> {
      await checkRegion(input);
      return db.transaction(async (tx) => {
        if (input.isAddToAccount) await addToBook(tx, memberId, book, { ...input, isDefault: false }, 'isAddToAccount');
        const [row] = await tx
          .insert(orderAddresses)
          .values({ memberId, ...columns(book, input) })
          .returning({ id: orderAddresses.id });
        return row!.id;
      });
    },

    /**
     * The member's own order copy of an address in that book, as an expression giving it as JSON
     * (null for another member's id), for a caller that reads it together with other data; the
     * member and the id may be columns of the caller's statement.
     */
    orderCopyPart(memberId: number | SQL, book: AddressBook, id: number | SQL): SQL<OrderAddressSource | null> {
      const a = orderAddresses;
      return sql`(select json_build_object('name', ${a.name}, 'surname', ${a.surname}, 'phone', ${a.phone}, 'address', ${a.address},
        'provinceId', ${a.provinceId}, 'districtId', ${a.districtId}, 'subDistrictId', ${a.subDistrictId}, 'postelCode', ${a.postelCode},
        'companyName', ${a.companyName}, 'taxPayerId', ${a.taxPayerId}, 'branchNo', ${a.branchNo})
        from ${a} where ${and(eq(a.id, id), eq(a.memberId, memberId), eq(a.book, book))})`;
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
