// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient asset types must reach every importer
/// <reference path="./assets.d.ts" />
export { SafeImage, PLACEHOLDER_IMAGE } from './safe-image';
export { useNearScreen } from './near-screen';
export { formatLongDate, formatMonthName, formatShortDate, formatTodayUpper, dayjs } from './dates';
export { SOCIAL_PROFILES, SocialIcon, type SocialNetwork } from './social';
export { Logo } from './logo';
export { usePageTitle } from './page-title';
export {
  api,
  apiUrl,
  ApiError,
  takeOverServerAnswers,
  useApi,
  type ApiAnswer,
  type ApiState,
  type ApiUrl,
  type HandedOverAnswer,
} from './api';
export { Breadcrumb, type Crumb } from './breadcrumb';
export { AdsColumn } from './ads-column';
export { countedBeforeCode, sendBeacon, watchViewable, whenVisible } from './beacons';
export { ShareButtons } from './share-buttons';
export { RichText } from './rich-text';
export { WithSidebar } from './with-sidebar';
export { CardGrid, MoreLink, NotFoundNotice, SectionTitle } from './section';
