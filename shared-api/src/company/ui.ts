// The company form (PATCH /v1/me's fields, checked before sending), for both workspaces.
export { COMPANY_ERRORS, isDirty, valuesOf, type CompanyFormErrors, type CompanyFormValues } from './form';
export type { CompanyValidation } from './companySchema';
export { CompanyForm, type CompanyFormProps } from './CompanyForm';
