import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH, E2E_PORT } from './support/environment';

const STAFF_SPECS = [
  /admin-access\.spec\.ts/,
  /back-office\.spec\.ts/,
  /staff-lists\.spec\.ts/,
  /admin-forms\.spec\.ts/,
  /releases\.spec\.ts/,
  /content-model\.spec\.ts/,
  /backoffice-polish\.spec\.ts/,
];
// Leaves drafts and a scheduled item in the newsroom's list for minutes: after the staff journeys,
// whose lists expect a new item to be the newest change.
// The media library's journeys publish stories too, so they also wait for the staff journeys.
const WORKFLOW_SPECS = [
  /editorial-workflow\.spec\.ts/,
  /newsroom\.spec\.ts/,
  /newsroom-safety\.spec\.ts/,
  /editorial-control\.spec\.ts/,
  /media-library\.spec\.ts/,
  // Writes ads, which every public page shows beside the demo's.
  /audience\.spec\.ts/,
  // Publishes a story and edits it a minute later (a reader's view of the newsroom's work).
  /reader-article-staff\.spec\.ts/,
];
// Saves script payloads in every staff text field, shown on every page: alone, after the rest.
const LAST_SPECS = [/stored-xss\.spec\.ts/];

export default defineConfig({
  testDir: './tests',
  // One output folder per portal port, so two runs on one machine never delete each other's files.
  outputDir: `test-results/${E2E_PORT}`,
  globalSetup: './support/global-setup.ts',
  // Journeys of several pages on a 2-core machine that runs Chromium beside five servers: a minute.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    // Recording a trace (DOM snapshots and screencast at every step) cost 40 % of the journeys'
    // time on two cores (40 journeys: 2.5 min with, 1.5 min without), and CI keeps only its log:
    // traces are for local runs, where a failure's trace can be opened.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  // Staff journeys write content (news, ads, the banner) that visitor tests read and compare, so
  // they run after the visitor tests rather than beside them.
  projects: [
    {
      name: 'desktop',
      testIgnore: [...STAFF_SPECS, ...WORKFLOW_SPECS, ...LAST_SPECS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } },
    },
    {
      name: 'staff',
      testMatch: STAFF_SPECS,
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } },
    },
    {
      name: 'workflow',
      testMatch: WORKFLOW_SPECS,
      dependencies: ['staff'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } },
    },
    {
      name: 'last',
      testMatch: LAST_SPECS,
      dependencies: ['workflow'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } },
    },
  ],
});
