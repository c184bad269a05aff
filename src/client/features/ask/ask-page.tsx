import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { signedInPage } from '../../components/sign-in-required';
import { LinkStatusCard } from '../../components/link-status-card';
import { LoadFailure } from '../../components/load-failure';
import { StatusCardLoading } from '../../components/ui/status-card-loading';
import { registerNamespace } from '../../lib/i18n';
import { useLibrary } from '../../lib/library';
import { useTeams } from '../../lib/teams';
import type { TeamsResponse } from '../../../common/contracts/teams';

/** The pack, if a team the person holds a seat of holds it: as the library would list it. */
function teamPack(teams: TeamsResponse | undefined, packId: string) {
  const pack = teams?.teams
    .filter((team) => team.seated)
    .flatMap((team) => team.packs)
    .find((p) => p.id === packId);
  return pack && { packId: pack.id, title: pack.title, coverImage: pack.coverImage, slug: pack.slug };
}
import { useDocumentTitle } from '../../lib/use-document-title';
import en from '../../locales/en/ask.json';
import ja from '../../locales/ja/ask.json';
import { Conversation } from './conversation';

registerNamespace('ask', { en, ja });

/** /library/{packId}/ask: a buyer asks one of their packs in the browser and gets a cited answer (issue 11). */
export const AskPage = signedInPage('ask', AskPack);

function AskPack() {
  const { packId = '' } = useParams();
  const { t } = useTranslation('ask');
  const library = useLibrary();
  const teams = useTeams();
  // A pack of a team the person holds a seat of is theirs to ask too.
  const item = library.data?.find((entry) => entry.packId === packId) ?? teamPack(teams.data, packId);
  useDocumentTitle(item ? t('title', { title: item.title }) : t('notYours.title'));

  if (library.isPending || (!item && teams.isPending)) return <StatusCardLoading />;
  if (library.isError) return <LoadFailure namespace="ask" query={library} />;
  if (!item) {
    return <LinkStatusCard namespace="ask" messages="notYours" Icon={BookOpen} tone="amber" to="/library" />;
  }
  return <Conversation packId={item.packId} title={item.title} cover={item.coverImage} slug={item.slug} />;
}
