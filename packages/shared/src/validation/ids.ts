import { z } from './z';

/**
 * The largest id the database's `integer` (serial) columns hold. A larger number names nothing;
 * refused here, it never reaches a query, where it would be an error of the database's own.
 */
export const MAX_ID = 2_147_483_647;

/** An id in a JSON body: a whole number from 1 to MAX_ID. */
export const idField = z.number().int('validation.integer').min(1, 'validation.idOutOfRange').max(MAX_ID, 'validation.idOutOfRange');

/** An id in a path, a query or a form: the same, read from text. */
export const idParam = z.coerce.number().int('validation.integer').min(1, 'validation.idOutOfRange').max(MAX_ID, 'validation.idOutOfRange');
