import { describe, expect, it } from 'vitest';
import { PAGE_LIMIT_MESSAGE, PAGE_NUMBER_MESSAGE, buildPage, pageRequestSchema } from './page.ts';

describe('buildPage', () => {
  it('computes the paging fields of a middle page', () => {
    expect(buildPage(['c', 'd'], { totalDocs: 5, limit: 2, page: 2 })).toEqual({
      docs: ['c', 'd'],
      totalDocs: 5,
      limit: 2,
      page: 2,
      totalPages: 3,
      pagingCounter: 3,
      hasPrevPage: true,
      hasNextPage: true,
      prevPage: 1,
      nextPage: 3,
    });
  });

  it('has one empty page when there is nothing', () => {
    const page = buildPage([], { totalDocs: 0, limit: 10, page: 1 });
    expect(page).toMatchObject({
      totalPages: 1,
      hasPrevPage: false,
      hasNextPage: false,
      prevPage: null,
      nextPage: null,
    });
  });
});

describe('pageRequestSchema', () => {
  it('accepts limits 1–100 and pages from 1', () => {
    expect(pageRequestSchema.parse({ limit: '10', page: '3' })).toEqual({ limit: 10, page: 3 });
    expect(pageRequestSchema.parse({ limit: '100', page: '1' })).toEqual({ limit: 100, page: 1 });
  });

  it.each([
    ['0', '1'],
    ['101', '1'],
    ['10', '0'],
    ['1.5', '1'],
    ['1e1', '1'],
    ['-1', '1'],
    ['abc', '1'],
    ['', '1'],
  ])('rejects limit %j page %j', (limit, page) => {
    expect(pageRequestSchema.safeParse({ limit, page }).success).toBe(false);
  });
});

describe('pageRequestSchema messages', () => {
  it('explains a bad limit or page in Spanish', () => {
    const issues = (limit: unknown, page: unknown) =>
      pageRequestSchema.safeParse({ limit, page }).error?.issues.map((issue) => issue.message);
    expect(issues('0', '1')).toEqual([PAGE_LIMIT_MESSAGE]);
    expect(issues('abc', '1')).toEqual([PAGE_LIMIT_MESSAGE]);
    expect(issues('10', '0')).toEqual([PAGE_NUMBER_MESSAGE]);
    expect(issues(undefined, '-1')).toEqual([PAGE_LIMIT_MESSAGE, PAGE_NUMBER_MESSAGE]);
  });
});
