// JSON schemas for the request shapes supabase-js sends, and the matching TypeScript types. Only
// types and sizes are checked here (a failure is `validation_failed`); what is required, and the
// messages for it, follow GoTrue in the handlers. Unknown members are ignored, as GoTrue does.

const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const object = { type: ['object', 'null'] } as const;

type Text = string | null | undefined;
type JsonObject = Record<string, unknown> | null | undefined;

/** Bodies that may carry a PKCE challenge (supabase-js sends null with the implicit flow). */
export interface PkceFields {
  code_challenge?: Text;
}

export interface RedirectQuery {
  redirect_to?: string;
}

export const redirectQuery = {
  type: 'object',
  properties: { redirect_to: { type: 'string', maxLength: 2048 } },
} as const;

export interface SignupBody extends PkceFields {
  email?: Text;
  phone?: Text;
  password?: Text;
  data?: JsonObject;
}

export const signupBody = {
  type: 'object',
  properties: {
    email: text(320),
    phone: text(32),
    password: text(1024),
    data: object,
    channel: text(32),
    code_challenge: text(256),
    code_challenge_method: text(16),
    gotrue_meta_security: object,
  },
} as const;

export interface TokenQuery {
  grant_type?: string;
}

export const tokenQuery = {
  type: 'object',
  properties: { grant_type: { type: 'string', maxLength: 64 } },
} as const;

export interface TokenBody {
  email?: Text;
  phone?: Text;
  password?: Text;
  refresh_token?: Text;
}

export const tokenBody = {
  type: 'object',
  properties: {
    email: text(320),
    phone: text(32),
    password: text(1024),
    refresh_token: text(512),
    gotrue_meta_security: object,
  },
} as const;

export interface LogoutQuery {
  scope?: 'global' | 'local' | 'others';
}

export const logoutQuery = {
  type: 'object',
  properties: { scope: { type: 'string', enum: ['global', 'local', 'others'] } },
} as const;

export interface UserUpdateBody extends PkceFields {
  email?: Text;
  phone?: Text;
  password?: Text;
  data?: JsonObject;
  app_metadata?: JsonObject;
  nonce?: Text;
}

export const userUpdateBody = {
  type: 'object',
  properties: {
    email: text(320),
    phone: text(32),
    password: text(1024),
    data: object,
    app_metadata: object,
    nonce: text(64),
    code_challenge: text(256),
    code_challenge_method: text(16),
  },
} as const;

export interface RecoverBody extends PkceFields {
  email?: Text;
}

export const recoverBody = {
  type: 'object',
  properties: {
    email: text(320),
    code_challenge: text(256),
    code_challenge_method: text(16),
    gotrue_meta_security: object,
  },
} as const;

export interface ResendBody extends PkceFields {
  type?: Text;
  email?: Text;
  phone?: Text;
}

export const resendBody = {
  type: 'object',
  properties: {
    type: text(32),
    email: text(320),
    phone: text(32),
    code_challenge: text(256),
    code_challenge_method: text(16),
    gotrue_meta_security: object,
  },
} as const;

export interface VerifyQuery {
  token?: string;
  type?: string;
  redirect_to?: string;
}

export const verifyQuery = {
  type: 'object',
  properties: {
    token: { type: 'string', maxLength: 512 },
    type: { type: 'string', maxLength: 32 },
    redirect_to: { type: 'string', maxLength: 2048 },
  },
} as const;

export interface VerifyBody {
  type?: Text;
  token?: Text;
  token_hash?: Text;
  email?: Text;
  phone?: Text;
  redirect_to?: Text;
}

export const verifyBody = {
  type: 'object',
  properties: {
    type: text(32),
    token: text(512),
    token_hash: text(512),
    email: text(320),
    phone: text(32),
    redirect_to: text(2048),
    gotrue_meta_security: object,
  },
} as const;
