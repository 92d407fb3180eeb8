import {
  campaignAdminSchema,
  campaignCardSchema,
  guideAdminSchema,
  guideSchema,
} from '@pusula/core/contract/content.ts';
import { idParams } from '@pusula/core/contract/ids.ts';
import { z } from 'zod';

/**
 * `:id` of a campaign: a plain positive 32-bit integer written in decimal ("0x1", "1e3", " 1", "01"
 * and 99999999999 are refused with 400; a well-formed id that does not exist is 404).
 */
export const campaignIdParams = idParams('content:api.invalidId');

/** `:slug` of a guide, taken as any string: a malformed slug is simply not found (404). */
export const slugParams = z.object({ slug: z.string() });
/** The same for the public route's wildcard (`/guides/*`). */
export const guideSlugPath = z.object({ '*': z.string() });

/** What a guide slug may look like in a URL: lower-case letters, other letters, digits and hyphens. */
const SLUG = /^[\p{Ll}\p{Lo}\p{N}-]{1,120}$/u;

export function isSlugLike(slug: string): boolean {
  return SLUG.test(slug);
}

export const campaignCardsResponse = z.object({ data: z.array(campaignCardSchema) });
export const guideCardsResponse = z.object({
  data: z.array(
    guideSchema.pick({
      id: true,
      title: true,
      description: true,
      image: true,
      imageWidth: true,
      imageHeight: true,
    }),
  ),
});
export const guideResponse = z.object({ data: guideSchema });
export const campaignAdminResponse = z.object({ data: campaignAdminSchema });
export const campaignAdminListResponse = z.object({ data: z.array(campaignAdminSchema) });
export const guideAdminResponse = z.object({ data: guideAdminSchema });
export const guideAdminListResponse = z.object({ data: z.array(guideAdminSchema) });
