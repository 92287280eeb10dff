import { CENTRAL_BANNER_ID, type Banner, type BannerKind } from '@portal/contracts';
import { api, apiUrl, useApi } from '@portal/ui';

// The central banner calls (docs/api.md): one fixed banner record, and a bank of uploaded images.

export const useBanners = () => useApi(apiUrl('/api/get-banner'));

/** The bank, newest first. */
export const useBannerBank = () => useApi(apiUrl('/api/banners/'));

/** The record the home shows: the fixed one the original client edits, else the first. */
export const centralBanner = (banners: readonly Banner[] | undefined) =>
  banners?.find((banner) => banner._id === CENTRAL_BANNER_ID) ?? banners?.[0];

export const assignBanner = (tipo: BannerKind, image_url: string) =>
  api.PUT('/api/edit-banners/{id}', {
    params: { path: { id: CENTRAL_BANNER_ID } },
    body: { tipo, image_url },
  });

export const saveBannerLink = (link_evento: string) =>
  api.PUT('/api/edit-link/{id}', { params: { path: { id: CENTRAL_BANNER_ID } }, body: { link_evento } });

export const BANNER_KIND_LABELS: Record<BannerKind, string> = {
  bannerFull: 'Banner completo',
  bannerMobile: 'Banner móvil',
};
