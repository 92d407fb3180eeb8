import { canUseConsole } from '@pusula/core/validation/account-schemas.ts';
import { Forbidden } from '../../features/admin/console-nav.tsx';
import { useAppSelector } from '../../store/store.ts';

/** Placeholder until the console page lands. */
export default function AdminContent() {
  const roles = useAppSelector((state) => state.auth.user?.roles ?? []);
  if (!canUseConsole(roles)) return <Forbidden />;
  return null;
}
