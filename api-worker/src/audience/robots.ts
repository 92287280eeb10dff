import { isbot } from 'isbot';

/**
 * Whether a request comes from a robot rather than a reader (DESIGN §14): no user agent at all, a
 * headless browser, or an agent on `isbot`'s kept list (crawlers, link previews, monitors,
 * HTTP libraries). Robots are counted apart, as `filtradas`, never as readers.
 */
export function isRobot(userAgent: string | undefined): boolean {
  const agent = userAgent?.trim() ?? '';
  if (agent === '') return true;
  // isbot lists HeadlessChrome; the others a test harness or scraper may drive are named here.
  return (
    isbot(agent) ||
    /headless|phantomjs|slimerjs|electron\/|puppeteer|playwright|selenium|webdriver/i.test(agent)
  );
}
