/** One drizzle-kit migration, embedded in the bundle because workerd has no filesystem. */
export interface EmbeddedMigration {
  /** The file name without `.sql`, e.g. `0000_foundation`. */
  tag: string;
  /** drizzle-kit's journal timestamp; stored as `created_at` like drizzle's own migrator does. */
  when: number;
  /** SHA-256 (hex) of the SQL file, as drizzle's migrator stores it. */
  hash: string;
  statements: string[];
}
