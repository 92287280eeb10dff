import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { usePageTitle } from '@portal/ui';
import type { ScreenProps } from '../../shared/screen-props';
import { useUser } from '../../shared/api/users-api';
import { useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { PageHeader } from '../../shared/ui/page-header';
import { ScreenLoading } from '../../shared/ui/screen-loading';
import { currentUserAtom } from '../session/current-user';
import { AccountForm } from './account-form';

/** /cuenta/:id: the signed-in user's own account (another id leads to one's own). */
export default function AccountPage({ params }: ScreenProps) {
  usePageTitle('Cuenta');
  const me = useAtomValue(currentUserAtom);
  const { data, error, reload } = useUser(me?._id);
  useLoginOnSessionLoss(error);
  const user = data?.usuario[0];

  if (!me) return <ScreenLoading />;
  if (params.id !== me._id) return <Navigate to={`/cuenta/${me._id}`} replace />;
  return (
    <>
      <PageHeader title="CUENTA" />
      {user ? (
        <AccountForm key={`${user._id}:${user.foto}`} user={user} onSaved={reload} />
      ) : (
        <ScreenLoading />
      )}
    </>
  );
}
