import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK, type JWTPayload } from 'jose';

const ALG = 'ES256';

export interface SigningKeys {
  kid: string;
  /** The public key set served at /auth/v1/.well-known/jwks.json. */
  jwks: { keys: JWK[] };
  sign(claims: JWTPayload, expiresInSeconds: number): Promise<string>;
  /** Verifies signature, expiry and audience; throws on any failure. */
  verify(token: string): Promise<AccessTokenClaims>;
}

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  role: string;
  email?: string;
  session_id?: string;
  aal?: string;
  amr?: { method: string; timestamp: number }[];
  user_metadata?: Record<string, unknown>;
  app_metadata?: Record<string, unknown>;
  is_anonymous?: boolean;
}

interface StoredKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

async function createKey(): Promise<StoredKey> {
  const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
  const kid = randomUUID();
  return { kid, privateJwk: await exportJWK(privateKey), publicJwk: await exportJWK(publicKey) };
}

/**
 * The asymmetric signing key. Kept beside the data so tokens stay valid across restarts; a fresh one
 * per run when the emulator runs in memory.
 */
export async function loadSigningKeys(dataDir: string | null): Promise<SigningKeys> {
  let stored: StoredKey;
  const file = dataDir ? path.join(dataDir, 'jwt-signing-key.json') : null;
  if (file && existsSync(file)) {
    stored = JSON.parse(readFileSync(file, 'utf8')) as StoredKey;
  } else {
    stored = await createKey();
    if (file && dataDir) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
    }
  }
  const privateKey = await importJWK(stored.privateJwk, ALG);
  const publicKey = await importJWK(stored.publicJwk, ALG);
  const publicJwk: JWK = { ...stored.publicJwk, kid: stored.kid, alg: ALG, use: 'sig', key_ops: ['verify'] };
  return {
    kid: stored.kid,
    jwks: { keys: [publicJwk] },
    sign: (claims, expiresInSeconds) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: ALG, kid: stored.kid, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
        .sign(privateKey),
    verify: async (token) => {
      const { payload } = await jwtVerify(token, publicKey, { algorithms: [ALG] });
      if (typeof payload.sub !== 'string' || typeof payload['role'] !== 'string') {
        throw new Error('token lacks sub or role');
      }
      return payload as AccessTokenClaims;
    },
  };
}
