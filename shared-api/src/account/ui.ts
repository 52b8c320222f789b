// Settings' "Your data" section (export, deletion), for both workspaces.
export {
  AccountDataSection,
  DELETED_TOAST,
  DELETED_TOAST_DESCRIPTION,
  EXPORT_FAILED,
  type AccountDataSectionProps,
} from './AccountDataSection';
