// The audience feature's public entry (DESIGN §14): the app, the ads' counting routes and the
// runtimes' entries import from here only.
export { createAudienceRoutes, MOST_READ_CACHE_CONTROL } from './audience.routes.ts';
export { daysBetween } from './audience.queries.ts';
export { createLocalMeasurements, FLUSH_INTERVAL_MS, type LocalMeasurements } from './local-measurements.ts';
export type { Measurement, MeasurementSink, RecordOutcome } from './measurements.ts';
export { createReaderIdentity, purgeExpiredSalts, type ReaderIdentity } from './reader-identity.ts';
export { isRobot } from './robots.ts';
export { beaconAnswer, measure, readBeaconBody, type Measuring } from './visitor.ts';
