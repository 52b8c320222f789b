// The company profile of the signed-in user (GET/PATCH /v1/me), written once for both workspaces.
export {
  getCompany,
  toCompany,
  toVerification,
  updateCompany,
  type Company,
  type CompanyFields,
  type RegistrationDocument,
  type Verification,
  type VerificationStatus,
} from './api';
export { COMPANY_ERRORS, isDirty, valuesOf, type CompanyFormErrors, type CompanyFormValues } from './form';
export type { CompanyValidation } from './companySchema';
export { CompanyForm, type CompanyFormProps } from './CompanyForm';
export { refreshSignedInProfile } from './refreshProfile';
