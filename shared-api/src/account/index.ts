// The account's data and its deletion (GET /v1/account/export, DELETE /v1/account), written once for
// both workspaces. Its section of Settings is in `./ui` (the package's `shared-api/ui`).
export { deleteAccount, exportAccount, exportFileName } from './api';
