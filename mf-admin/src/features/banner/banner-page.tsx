import { useState } from 'react';
import type { BannerImage, BannerKind } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { useFailureReport, useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { useConfirmDialog, useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { deleteImage } from '../../shared/images/delete-image';
import { PageHeader } from '../../shared/ui/page-header';
import { assignBanner, centralBanner, saveBannerLink, useBannerBank, useBanners } from './banner-api';
import { BannerBank } from './banner-bank';
import { BannerLinkForm } from './banner-link-form';
import { BannerUploadForm } from './banner-upload-form';
import { CurrentBanners } from './current-banners';
import styles from './banner.module.css';

const BANNER_ASSIGNED_MESSAGES: Record<BannerKind, string> = {
  bannerFull: 'Banner de escritorio asignado correctamente.',
  bannerMobile: 'Banner móvil asignado correctamente.',
};

/**
 * /nuevobanner: the current banners, the event link, uploads to the bank and the bank itself,
 * whose images are assigned as full or mobile banner. The home shows a change on its next load.
 */
export default function BannerPage() {
  usePageTitle('Banner central');
  const banners = useBanners();
  const bank = useBannerBank();
  useLoginOnSessionLoss(bank.error);
  const { show, dialog: messageDialog } = useMessageDialog();
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const reportFailure = useFailureReport(show);
  const [busy, setBusy] = useState<string>();
  const banner = centralBanner(banners.data?.banners);

  // Spec §4: assigning or saving the link "reloads the page": both parts are asked again.
  function reloadAll() {
    banners.reload();
    bank.reload();
  }

  async function saveLink(link: string) {
    try {
      await saveBannerLink(link);
      reloadAll();
      void show({ kind: 'success', title: 'Link asignado correctamente.' });
    } catch (failure) {
      void reportFailure(failure);
    }
  }

  async function assign(image: BannerImage, kind: BannerKind) {
    setBusy(`${image.public_id}:${kind}`);
    try {
      await assignBanner(kind, image.url);
      reloadAll();
      // Said here rather than taken from the server, whose answer ('Link asignado…') the
      // original client kept for both calls and which does not say what was assigned.
      void show({ kind: 'success', title: BANNER_ASSIGNED_MESSAGES[kind] });
    } catch (failure) {
      void reportFailure(failure);
    } finally {
      setBusy(undefined);
    }
  }

  async function remove(image: BannerImage) {
    const confirmed = await confirm({
      title: '¿Seguro que deseas eliminar esta imagen?',
      danger: true,
      confirmLabel: 'Eliminar',
    });
    if (!confirmed) return;
    setBusy(`${image.public_id}:delete`);
    try {
      const message = await deleteImage(image.public_id);
      bank.reload();
      void show({ kind: 'success', title: message || 'Imagen eliminada correctamente' });
    } catch (failure) {
      // The server's error, 'Error al eliminar la imagen' or 'Ocurrió un error al intentar…' (§8).
      void reportFailure(failure);
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <>
      <PageHeader title="Banner central" />
      <div className={styles.page}>
        <CurrentBanners banner={banner} />
        {banners.data && (
          <BannerLinkForm key={banner?.url ?? ''} current={banner?.url ?? ''} onSave={saveLink} show={show} />
        )}
        <BannerUploadForm show={show} onUploaded={bank.reload} />
        <BannerBank
          images={bank.data}
          loading={bank.loading}
          current={banner}
          busy={busy}
          onAssign={(image, kind) => void assign(image, kind)}
          onDelete={(image) => void remove(image)}
        />
      </div>
      {confirmDialog}
      {messageDialog}
    </>
  );
}
