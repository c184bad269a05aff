import { useOwnPacks } from '../../../lib/uploads/own-packs';

export const TEST_PACKS_KEY = ['admin', 'test-packs'] as const;

/** Every admin's test packs, newest first (`GET /api/packs/mine?kind=test`); the console is shared. */
export const useTestPacks = () => useOwnPacks('test', TEST_PACKS_KEY);
