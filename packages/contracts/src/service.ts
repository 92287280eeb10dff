import { z } from 'zod';

/**
 * `GET /api/clima`: the temperature in °C and the city it was read for; `temp: null` when the
 * weather cannot be had (the top bar then shows none, and keeps its size).
 */
export const weatherResponseSchema = z.object({ temp: z.number().nullable(), ciudad: z.string() });
export type WeatherResponse = z.infer<typeof weatherResponseSchema>;

/** `GET /api/health`: once migrations are applied and the database answers (503 `{ msg }` before). */
export const healthResponseSchema = z.object({ ok: z.literal(true) });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
