// `shared-api/ui`: the workspace UI shared by the workspaces (mf-supplier, mf-buyer) and mf-krishika at
// build time: the company form, the account's data section, the conversation view, the empty, loading
// and error states, the formatters and the option lists. Its data comes from `shared-api` (the client
// side), never the other way round.
export { LoadError, ListSkeleton } from './States';
export { CATEGORIES, COUNTRIES, type Category } from './specOptions';
export { COUNTRY_CHOICES, countryCode, isCountryChoice } from 'contracts/countries';
export {
  CountryOptions,
  MAIN_COUNTRIES_GROUP,
  OTHER_COUNTRIES_GROUP,
  type CountryOptionsProps,
} from './CountryOptions';
export { formatHours, formatMoney, formatNumber, quotaRenewal, timeAgo } from './format';
export { MessageBubble, ThreadMessageList, type ThreadMessageListProps } from './ThreadMessages';
export {
  COMPANY_ERRORS,
  CompanyForm,
  isDirty,
  valuesOf,
  type CompanyFormErrors,
  type CompanyFormProps,
  type CompanyFormValues,
  type CompanyValidation,
} from './company/ui';
export {
  AccountDataSection,
  DELETED_TOAST,
  DELETED_TOAST_DESCRIPTION,
  EXPORT_FAILED,
  type AccountDataSectionProps,
} from './account/ui';
