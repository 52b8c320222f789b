// The company profile of the signed-in user (GET/PATCH /v1/me), written once for both workspaces. Its
// form is in `./ui` (the package's `shared-api/ui`).
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
export { refreshSignedInProfile } from './refreshProfile';
