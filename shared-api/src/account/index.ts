// The account's data and its deletion (Settings' "Your data"), written once for both workspaces.
export { deleteAccount, exportAccount, exportFileName } from './api';
export {
  AccountDataSection,
  DELETED_TOAST,
  DELETED_TOAST_DESCRIPTION,
  EXPORT_FAILED,
  type AccountDataSectionProps,
} from './AccountDataSection';
