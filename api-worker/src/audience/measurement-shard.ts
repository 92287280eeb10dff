/**
 * The Workers side of the batching (DESIGN §14; docs/architecture.md "Audience measurement"):
 * beacons go to a Durable Object, one of MEASUREMENT_SHARDS chosen by the reader's hash, which
 * keeps them in memory exactly as the Node entry's buffer does (the same buffer, limits and
 * writer: audience/measurement-writer.ts) and writes them with an alarm a second after the first
 * one came. One reader always reaches the same shard, so its limit is the same everywhere.
 */
import { createClient } from '@libsql/client/web';
import { drizzle } from 'drizzle-orm/libsql/web';
import * as schema from '../db/schema.ts';
import { databaseFetch } from '../outage/database-away.ts';
import { readAppConfig } from '../config/config.ts';
import { FLUSH_INTERVAL_MS } from './local-measurements.ts';
import { createMeasurementFlusher, type MeasurementFlusher } from './measurement-writer.ts';
import type { Measurement, MeasurementSink, RecordOutcome } from './measurements.ts';

/** How many Durable Objects share the beacons (each written once a second at most). */
export const MEASUREMENT_SHARDS = 4;
/** The binding of wrangler.jsonc's `durable_objects`. */
export const MEASUREMENT_BINDING = 'MEASUREMENTS';

/** What the Durable Object uses of its state (the runtime's DurableObjectState). */
interface ShardState {
  storage: { setAlarm(scheduledTime: number): Promise<void> };
}

interface ShardEnv {
  DATABASE_URL?: string;
  DATABASE_AUTH_TOKEN?: string;
  DB_BUDGET_MS?: string;
}

const DEFAULT_EDGE_DATABASE_URL = 'http://127.0.0.1:8788';

export class MeasurementShard {
  readonly #state: ShardState;
  readonly #flusher: MeasurementFlusher;
  #alarmSet = false;

  constructor(state: ShardState, env: ShardEnv) {
    this.#state = state;
    const { dbBudgetMs } = readAppConfig({ DB_BUDGET_MS: env.DB_BUDGET_MS });
    const authToken = env.DATABASE_AUTH_TOKEN?.trim();
    const client = createClient({
      url: env.DATABASE_URL?.trim() || DEFAULT_EDGE_DATABASE_URL,
      ...(authToken ? { authToken } : {}),
      fetch: databaseFetch(dbBudgetMs),
    });
    this.#flusher = createMeasurementFlusher(drizzle(client, { schema }));
  }

  /** One measurement (JSON); answers `{ outcome }`. */
  async fetch(request: Request): Promise<Response> {
    const measurement = (await request.json()) as Measurement;
    const outcome = this.#flusher.buffer.accept(measurement);
    if (outcome === 'registrada') await this.#writeSoon();
    return Response.json({ outcome });
  }

  /** A second after the first measurement of a batch: writes it (and anything an outage held). */
  async alarm(): Promise<void> {
    this.#alarmSet = false;
    await this.#flusher.flush();
    if (this.#flusher.buffer.pending() > 0) await this.#writeSoon();
  }

  async #writeSoon() {
    if (this.#alarmSet) return;
    this.#alarmSet = true;
    await this.#state.storage.setAlarm(Date.now() + FLUSH_INTERVAL_MS);
  }
}

/** What the worker uses of the Durable Object namespace binding. */
export interface ShardNamespace {
  idFromName(name: string): unknown;
  get(id: never): { fetch(input: string, init: RequestInit): Promise<Response> };
}

/** The worker's sink: each measurement to its shard's Durable Object. */
export function durableObjectSink(namespace: ShardNamespace): MeasurementSink {
  return {
    async record(measurement) {
      const shard =
        measurement.tipo === 'filtrada'
          ? Math.floor(Math.random() * MEASUREMENT_SHARDS)
          : parseInt(measurement.lector.slice(0, 6), 16) % MEASUREMENT_SHARDS;
      try {
        const stub = namespace.get(namespace.idFromName(shardName(shard)) as never);
        const response = await stub.fetch('https://medicion.invalid/', {
          method: 'POST',
          body: JSON.stringify(measurement),
        });
        return ((await response.json()) as { outcome: RecordOutcome }).outcome;
      } catch (error) {
        // The object could not take it (overloaded, being moved): the beacon is not counted, a 503.
        console.error('Medición: el Durable Object no respondió:', error);
        return 'llena';
      }
    },
  };
}

export const shardName = (shard: number) => `medicion-${shard}`;
