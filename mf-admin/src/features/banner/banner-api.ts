import { CENTRAL_BANNER_ID, type Banner, type BannerImage, type BannerKind } from '@portal/contracts';
import { useApi } from '@portal/ui';
import { sendJson } from '../../shared/api/send-json';

// The central banner calls (docs/api.md): one fixed banner record, and a bank of uploaded images.

export const useBanners = () => useApi<{ banners: Banner[] }>('/api/get-banner');

/** The bank, newest first. */
export const useBannerBank = () => useApi<BannerImage[]>('/api/banners/');

/** The record the home shows: the fixed one the original client edits, else the first. */
export const centralBanner = (banners: readonly Banner[] | undefined) =>
  banners?.find((banner) => banner._id === CENTRAL_BANNER_ID) ?? banners?.[0];

export const assignBanner = (tipo: BannerKind, image_url: string) =>
  sendJson<{ msg?: string }>('PUT', `/api/edit-banners/${CENTRAL_BANNER_ID}`, { tipo, image_url });

export const saveBannerLink = (link_evento: string) =>
  sendJson<{ msg?: string }>('PUT', `/api/edit-link/${CENTRAL_BANNER_ID}`, { link_evento });

export const BANNER_KIND_LABELS: Record<BannerKind, string> = {
  bannerFull: 'Banner completo',
  bannerMobile: 'Banner móvil',
};
