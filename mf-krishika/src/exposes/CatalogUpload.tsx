// `mf_krishika/CatalogUpload`: the assistant page's catalog upload panel for other remotes (mf-supplier's
// /supplier-catalog loads it through the federation runtime), typed by CatalogUploadModule in
// tooling/contracts.ts. Same component, rules and request layer as /krishika-ai; rendered inside the
// host's UiProvider.
import type { CatalogUploadModule, CatalogUploadProps } from '@krishika/tooling/contracts';
import { CatalogUploadPanel } from '../features/catalog/components/CatalogUploadPanel';

export const CatalogUpload: CatalogUploadModule['CatalogUpload'] = (props: CatalogUploadProps) => (
  <CatalogUploadPanel {...props} />
);
export default CatalogUpload;
