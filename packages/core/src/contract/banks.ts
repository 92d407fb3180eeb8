// The API contract for banks (docs/requirements/api.md#endpoints): one bank shape, the banks table's
// columns the answers show. Each answer picks its fields from it, in the order that answer always had.
import { z } from 'zod';

/** A bank the site compares (the public flag follows the domain's list, seeded into the banks table). */
export const bankSchema = z.object({
  id: z.number(),
  name: z.string(),
  displayName: z.string(),
  logoColor: z.string(),
  website: z.string(),
  isParticipation: z.boolean(),
  isPublic: z.boolean(),
  sortOrder: z.number(),
  isSample: z.boolean(),
  /** Date (YYYY-MM-DD) the sample figures describe. */
  asOf: z.string().nullable(),
});
export type Bank = z.infer<typeof bankSchema>;

/** GET /api/banks: the banks the site compares, as the logo slider and the offer lists show them. */
export const publicBankSchema = bankSchema.pick({
  name: true,
  displayName: true,
  website: true,
  logoColor: true,
  isParticipation: true,
  isPublic: true,
  isSample: true,
  asOf: true,
});
export const banksAnswerSchema = z.object({ data: z.array(publicBankSchema) });

/** GET /api/offers/banks: a bank as the offers editor and the offer rankings use it. */
export const offerBankSchema = bankSchema.pick({
  id: true,
  name: true,
  displayName: true,
  logoColor: true,
  website: true,
  isParticipation: true,
  isPublic: true,
  sortOrder: true,
});
export type OfferBank = z.infer<typeof offerBankSchema>;
export const offerBanksAnswerSchema = z.object({ data: z.array(offerBankSchema) });

/** A bank of the logo slider (the public pages read it from the API's stores, no HTTP hop). */
export type SliderBank = Pick<Bank, 'name' | 'displayName' | 'website' | 'logoColor'>;
