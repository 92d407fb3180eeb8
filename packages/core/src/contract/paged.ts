import { z } from 'zod';

/** The paging fields every paged list answers with (logs, funds, contact messages). */
export const pageFields = {
  totalCount: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  hasPreviousPage: z.boolean(),
  hasNextPage: z.boolean(),
};

/** The paging fields' types, for state that keeps them beside its own list. */
export type PageFields = z.infer<z.ZodObject<typeof pageFields>>;
/** A page of `T` as the API answers it. */
export type Paged<T> = { items: T[] } & PageFields;

/** `{ items, ...pageFields }` for a given item schema. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), ...pageFields });
}

/** The paging fields for `totalCount` rows shown `pageSize` at a time on page `pageNumber`. */
export function pageOf(totalCount: number, pageNumber: number, pageSize: number) {
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  return {
    totalCount,
    pageNumber,
    pageSize,
    totalPages,
    hasPreviousPage: pageNumber > 1,
    hasNextPage: pageNumber < totalPages,
  };
}
