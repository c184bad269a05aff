import { CreatorGate } from '../../components/creator-gate';
import { CreatorUploadPage } from './creator-upload-page';

/** /creator/upload: the gate decides who may upload (spec 01 §6), then the page itself. */
export function CreatorUploadRoute() {
  return (
    <CreatorGate>
      <CreatorUploadPage />
    </CreatorGate>
  );
}
