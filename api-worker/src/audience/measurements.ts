import type { AdEventType } from '@portal/contracts';
import { toHex } from '../db/ids.ts';

/** One thing counted: a page view, an ad's event, or a robot's request (counted apart). */
export type Measurement =
  | {
      tipo: 'lectura';
      momento: number;
      dia: string;
      lector: string;
      ruta: string;
      noticia_id: string | null;
      referente: string | null;
    }
  | { tipo: 'publi'; momento: number; dia: string; lector: string; publi_id: string; evento: AdEventType }
  | { tipo: 'filtrada'; dia: string; clase: 'lectura' | 'publi' };

/**
 * What became of a measurement: kept for the next write; refused because its reader is past its
 * limit; or refused because too much is waiting for a database that is away.
 */
export type RecordOutcome = 'registrada' | 'limitada' | 'llena';

/** Where the routes hand their measurements: a buffer in this process (Node) or a Durable Object (Workers). */
export interface MeasurementSink {
  record(measurement: Measurement): Promise<RecordOutcome>;
}

type ReadRow = Omit<Extract<Measurement, { tipo: 'lectura' }>, 'tipo'>;
type AdRow = Omit<Extract<Measurement, { tipo: 'publi' }>, 'tipo'>;

/** What one write sends, in one transaction, under its id (audience/measurement-writer.ts). */
export interface MeasurementBatch {
  id: string;
  lecturas: ReadRow[];
  publis: AdRow[];
  /** Robots' requests per `dia|clase`. */
  filtradas: Map<string, number>;
  /** Writes that failed for another reason than the database being away. */
  attempts: number;
}

/**
 * Limits per reader (not per address: a school or an office shares one) and minute. A person
 * reads a few pages a minute and a page shows at most eight ads, each served and seen once; past
 * these a script is inflating the figures, and its beacons are answered 204 and not counted (`X-Medicion: descartada`).
 */
export const READER_LIMITS = { lectura: 30, publi: 200, clic: 10 } as const;
export const READER_WINDOW_MS = 60_000;
/** Readers remembered at once; past it, the oldest window is forgotten. */
const MAX_READERS = 50_000;
/** Measurements waiting (for a database that is away) before new ones are refused. */
export const MAX_PENDING = 200_000;

export interface MeasurementBuffer {
  /** Applies the reader's limit and keeps the measurement for the next batch. */
  accept(measurement: Measurement): RecordOutcome;
  /** The measurements kept so far as one batch (undefined when none), leaving the buffer empty. */
  take(): MeasurementBatch | undefined;
  /** Measurements kept and not yet taken, plus `unsent` (taken, not yet written). */
  pending(): number;
}

export function createMeasurementBuffer({
  now = () => Date.now(),
  unsent = () => 0,
  limits = READER_LIMITS,
  maxPending = MAX_PENDING,
}: {
  now?: () => number;
  /** How many measurements taken earlier still wait for their write. */
  unsent?: () => number;
  limits?: { lectura: number; publi: number; clic: number };
  maxPending?: number;
} = {}): MeasurementBuffer {
  const windows = new Map<string, { start: number; lectura: number; publi: number; clic: number }>();
  let lecturas: ReadRow[] = [];
  let publis: AdRow[] = [];
  let filtradas = new Map<string, number>();
  let filtered = 0;

  function withinLimit(lector: string, kind: 'lectura' | 'publi' | 'clic'): boolean {
    const time = now();
    let window = windows.get(lector);
    if (!window || time - window.start >= READER_WINDOW_MS) {
      windows.delete(lector);
      if (windows.size >= MAX_READERS) windows.delete(windows.keys().next().value!);
      window = { start: time, lectura: 0, publi: 0, clic: 0 };
      windows.set(lector, window);
    }
    window[kind] += 1;
    return window[kind] <= limits[kind];
  }

  const pending = () => lecturas.length + publis.length + filtered + unsent();

  return {
    accept(measurement) {
      if (pending() >= maxPending) return 'llena';
      if (measurement.tipo === 'filtrada') {
        const key = `${measurement.dia}|${measurement.clase}`;
        filtradas.set(key, (filtradas.get(key) ?? 0) + 1);
        filtered += 1;
        return 'registrada';
      }
      const kind =
        measurement.tipo === 'lectura' ? 'lectura' : measurement.evento === 'clic' ? 'clic' : 'publi';
      if (!withinLimit(measurement.lector, kind)) return 'limitada';
      if (measurement.tipo === 'lectura') {
        const { tipo: _tipo, ...row } = measurement;
        lecturas.push(row);
      } else {
        const { tipo: _tipo, ...row } = measurement;
        publis.push(row);
      }
      return 'registrada';
    },
    take() {
      if (lecturas.length + publis.length + filtradas.size === 0) return undefined;
      const batch = {
        id: toHex(crypto.getRandomValues(new Uint8Array(12))),
        lecturas,
        publis,
        filtradas,
        attempts: 0,
      };
      lecturas = [];
      publis = [];
      filtradas = new Map();
      filtered = 0;
      return batch;
    },
    pending,
  };
}

/** How many measurements a batch holds (its robots' requests included). */
export function batchSize(batch: MeasurementBatch): number {
  let filtered = 0;
  for (const n of batch.filtradas.values()) filtered += n;
  return batch.lecturas.length + batch.publis.length + filtered;
}
