import { hasCreatorRights } from '../../../common/roles';
import { useSession } from '../../lib/session';

/** Who reads the Creator Studio page, as far as its buttons care: they offer each one the next step that is theirs. */
export type StudioViewer = 'loading' | 'visitor' | 'user' | 'creator';

export function useStudioViewer(): StudioViewer {
  const session = useSession();
  if (session.status === 'loading') return 'loading';
  if (session.status === 'signedOut') return 'visitor';
  return hasCreatorRights(session.user.user_role) ? 'creator' : 'user';
}
