import { useCreateOwnPack } from '../../../lib/uploads/own-packs';
import { TEST_PACKS_KEY } from './get-test-packs';

/** Creates an empty test pack: a corpus of its own, never on the marketplace (`POST /api/packs`). */
export const useCreateTestPack = () => useCreateOwnPack('test', TEST_PACKS_KEY);
