// The part of autocannon 9's programmatic API that scripts/bench-api.ts and bench-load.ts use (it
// ships no types).
declare module 'autocannon' {
  interface Percentiles {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }
  export interface Result {
    requests: Percentiles & { total: number };
    latency: Percentiles;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    /** Connections reset by the server. */
    resets: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: {
      method?: string;
      path: string;
      headers?: Record<string, string>;
      /** Called with each answer to this request; header names as the server wrote them. */
      onResponse?: (
        status: number,
        body: string,
        context: Record<string, unknown>,
        headers: Record<string, string | string[]>,
      ) => void;
    }[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
