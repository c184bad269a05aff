import type { PackPage } from '../../../../common/contracts/packs';
import { BundleOffer } from './bundle-offer';
import { CommunityShowcase } from './community-showcase';
import { CreatorProfile } from './creator-profile';
import { RelatedPacks } from './related-packs';

/**
 * The sales page below its first screen: bundles, the creator, the community, related packs. Loaded as its own
 * chunk after the page has painted, so the first screen parses and renders less (Lighthouse's blocking time).
 */
export default function BelowTheFold({ page }: { page: PackPage }) {
  return (
    <>
      <BundleOffer page={page} />
      <CreatorProfile creator={page.creator} />
      <CommunityShowcase packId={page.pack.id} />
      <RelatedPacks packs={page.related} />
    </>
  );
}
