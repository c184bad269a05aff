import { useOwnPacks } from '../../../lib/uploads/own-packs';

export const MY_PACKS_KEY = ['creator-upload', 'my-packs'] as const;

/** The caller's marketplace packs, newest first (`GET /api/packs/mine?kind=marketplace`). */
export const useMyPacks = () => useOwnPacks('marketplace', MY_PACKS_KEY);
