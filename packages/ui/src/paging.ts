// The paging of the public lists, outside the shared entry (`@portal/ui`), so that only the list
// pages carry it: the article pages' first load has no room for code they never show.
export { Pagination } from './pagination';
export { isMissingList, isPastLastPage, MissingList, PastLastPage } from './past-last-page';
