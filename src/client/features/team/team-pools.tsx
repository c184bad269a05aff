import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TeamDetail } from '../../../common/contracts/teams';
import { PackTitleLink } from '../../components/pack-title-link';
import { Panel } from '../../components/ui/panel';

/**
 * The team's shared pools of query credits (issue 52): what is left of each, for the owner who buys them and the
 * members who spend them. Shown once the team has a pool.
 */
export function TeamPools({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('team');
  if (team.pools.length === 0) return null;
  return (
    <Panel
      id="team-pools"
      title={t('pools')}
      Icon={Gauge}
      className="mt-8"
      intro={team.role === 'owner' ? t('poolsIntroOwner') : t('poolsIntroMember')}
    >
      <ul className="mt-3 grid gap-4">
        {team.pools.map((pool) => (
          <li key={pool.id}>
            <PackTitleLink pack={pool} className="font-medium text-slate-900 hover:underline" />
            <p className="mt-1 text-sm text-slate-700">
              {t('poolLeft', { count: pool.remaining, purchased: pool.purchased })}
            </p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
