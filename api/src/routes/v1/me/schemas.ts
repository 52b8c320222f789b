// The caller's own area's schemas beside its routes (requests and answers themselves are the
// contracts': contracts/wire); the /v1 ones every area shares are in ../schemas.ts.
export const tags = ['marketplace'];

/** The account's export and closing. */
export const accountTags = ['account'];
