/**
 * `GET /api/google-maps/places/autocomplete` and `/details` (templates document, section 7),
 * served offline from `fixtures/places.json` for the console's address fields. A details call
 * without a tracking context (`productPage` and `productSection`) logs the documents' warning.
 * Owners only: a real places service bills every call.
 */
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../db';
import { ErrorResponse, MESSAGES } from '../errors';
import { requireOwnerRole } from '../middleware/owner-role';
import { validateQuery } from '../middleware/validate';

/** The documents' warning (section 8) for a details call without a tracking context. */
export const NO_TRACKING_CONTEXT =
  'Please provide a tracking context when using Google Places API details to track cost';

const PlaceSchema = z.object({
  placeId: z.string(),
  description: z.string(),
  address: z.object({
    addressLine1: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    countryCode: z.string().length(2),
  }),
});
type Place = z.infer<typeof PlaceSchema>;

let places: Place[] | undefined;
const loadPlaces = (): Place[] =>
  (places ??= z
    .object({ places: z.array(PlaceSchema) })
    .parse(
      JSON.parse(readFileSync(new URL('../fixtures/places.json', import.meta.url), 'utf8')),
    ).places);

const tracking = {
  productPage: z.string().max(100).optional(),
  productSection: z.string().max(100).optional(),
};
const AutocompleteQuerySchema = z.object({ input: z.string().max(200), ...tracking });
const DetailsQuerySchema = z.object({ placeId: z.string().min(1).max(100), ...tracking });

/** At most this many predictions per answer. */
const MAX_PREDICTIONS = 5;

export function placesRoutes(
  db: Db,
  warn: (message: string) => void = (message) => console.warn(message),
) {
  return new Hono()
    .get(
      '/google-maps/places/autocomplete',
      requireOwnerRole(db, 'viewer'),
      validateQuery(AutocompleteQuerySchema),
      (c) => {
        const words = c.req.valid('query').input.toLowerCase().split(/\s+/).filter(Boolean);
        const predictions =
          words.length === 0
            ? []
            : loadPlaces()
                .filter((place) =>
                  words.every((word) => place.description.toLowerCase().includes(word)),
                )
                .slice(0, MAX_PREDICTIONS)
                .map(({ placeId, description }) => ({ placeId, description }));
        return c.json({ predictions });
      },
    )
    .get(
      '/google-maps/places/details',
      requireOwnerRole(db, 'viewer'),
      validateQuery(DetailsQuerySchema),
      (c) => {
        const { placeId, productPage, productSection } = c.req.valid('query');
        if (!productPage || !productSection) warn(NO_TRACKING_CONTEXT);
        const place = loadPlaces().find((candidate) => candidate.placeId === placeId);
        if (!place) throw new ErrorResponse(404, { message: MESSAGES.notFound });
        return c.json({ placeId: place.placeId, address: place.address });
      },
    );
}
