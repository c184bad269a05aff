import { useCreateOwnPack } from '../../../lib/uploads/own-packs';
import { MY_PACKS_KEY } from './get-my-packs';

/** Creates an empty draft pack on the marketplace side (`POST /api/packs`, kind marketplace). */
export const useCreatePack = () => useCreateOwnPack('marketplace', MY_PACKS_KEY);
