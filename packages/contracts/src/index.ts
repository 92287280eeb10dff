// The front ends import from here too and rely on tree-shaking (`sideEffects: false`): the
// modules they use (text, dates, provinces, ad-rules, image-variants, image-sizes, client-routes,
// page-head, fragment-protocol, take-over, beacons) must stay zod-free, or zod (~26 kB gzip) comes back into
// every page (`pnpm size` would show it).
export * from './common.ts';
export * from './text.ts';
export * from './dates.ts';
export * from './provinces.ts';
export * from './page.ts';
export * from './news.ts';
export * from './categories.ts';
export * from './home-curation.ts';
export * from './events.ts';
export * from './albums.ts';
export * from './ad-rules.ts';
export * from './ads.ts';
export * from './banners.ts';
export * from './users.ts';
export * from './remotes.ts';
export * from './image-variants.ts';
export * from './image-sizes.ts';
export * from './client-routes.ts';
export * from './take-over.ts';
export * from './page-head.ts';
export * from './fragment-protocol.ts';
export * from './auth.ts';
export * from './staff-requests.ts';
export * from './banner-link.ts';
export * from './staff-lists.ts';
export * from './service.ts';
export * from './releases.ts';
export * from './editorial.ts';
export * from './audit-labels.ts';
export * from './editorial-control.ts';
export * from './image-focus.ts';
export * from './media-library.ts';
export * from './audience.ts';
export * from './beacons.ts';
