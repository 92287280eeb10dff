// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient asset types must reach every importer
/// <reference path="./assets.d.ts" />
export { SafeImage, PLACEHOLDER_IMAGE } from './safe-image';
export { formatLongDate, formatTodayUpper, dayjs } from './dates';
export { SOCIAL_PROFILES, SocialIcon, type SocialNetwork } from './social';
export { Logo } from './logo';
export { usePageTitle, SITE_NAME } from './page-title';
