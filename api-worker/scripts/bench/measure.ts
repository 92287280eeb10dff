/**
 * What bench:api's modes share: one autocannon measurement with the server's CPU time per
 * request, medians, and the figures' formatting.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';

/** USER_HZ: Linux reports process times in hundredths of a second. */
const CLOCK_TICKS_PER_SECOND = 100;

export interface Scenario {
  name: string;
  paths: string[];
}

export interface Measured extends Scenario {
  rps: number;
  /** The server process's CPU time per answered request (user + system), when /proc tells it. */
  cpuMs: number | undefined;
  p50: number;
  p99: number;
  average: number;
  failures: number;
  /** Requests answered (2xx and others). */
  answered: number;
}

/** The CPU time (ms) a process has used so far, from /proc (Linux); undefined elsewhere. */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name: state is the 3rd, utime the 14th, stime the 15th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** autocannon going round `scenario.paths` for `duration` s; `serverPid` gives the CPU per request. */
export async function measure(
  url: string,
  scenario: Scenario,
  duration: number,
  connections: number,
  serverPid?: number,
): Promise<Measured> {
  const cpuBefore = processCpuMs(serverPid);
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: scenario.paths.map((path) => ({ method: 'GET', path })),
  });
  const cpuAfter = processCpuMs(serverPid);
  const answered = result['2xx'] + result.non2xx;
  return {
    ...scenario,
    rps: result.requests.average,
    cpuMs:
      cpuBefore === undefined || cpuAfter === undefined || answered === 0
        ? undefined
        : (cpuAfter - cpuBefore) / answered,
    p50: result.latency.p50,
    p99: result.latency.p99,
    average: result.latency.average,
    failures: result.errors + result.timeouts + result.non2xx,
    answered,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** 12345.6 → '12 346' (grouped by spaces, as docs/performance.md writes figures). */
export const grouped = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
export const fmtRps = grouped;
export const fmtMs = (ms: number | undefined) => (ms === undefined ? '—' : `${ms.toFixed(2)} ms`);
/** The machine's load averages (1, 5, 15 min): '2.71 2.40 1.93'. */
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
