import { useLogout } from '../features/session/use-logout';
import { useConfirmDialog } from '../shared/dialogs/use-dialogs';

/** SALIR: asks 'Seguro deseas salir?' and, if confirmed, ends the session (spec §4). */
export function LogoutButton({ className }: { className?: string }) {
  const confirmation = useConfirmDialog();
  const logout = useLogout();

  async function askAndLeave() {
    const confirmed = await confirmation.confirm({
      title: 'Seguro deseas salir?',
      confirmLabel: 'Salir',
      danger: true,
    });
    if (confirmed) await logout();
  }

  return (
    <>
      <button type="button" className={className} onClick={askAndLeave}>
        SALIR
      </button>
      {confirmation.dialog}
    </>
  );
}
