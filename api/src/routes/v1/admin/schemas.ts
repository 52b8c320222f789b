// The admin area's schemas beside its routes (requests and answers themselves are the contracts':
// contracts/wire); the /v1 ones every area shares are in ../schemas.ts.
import { AdminAccount, jsonSchemaOf } from 'contracts/wire';

export const tags = ['marketplace: admin'];

export const adminAccount = jsonSchemaOf(AdminAccount, 'output');
