import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { addSeconds } from '#server/clock.ts';

const ISSUER = 'outreach-api';
const AUDIENCE = 'outreach-dashboard';

export type IssuedToken = { token: string; jti: string; expiresAt: Date };

export type TokenClaims = { userId: number; jti: string; issuedAt: Date; expiresAt: Date };

export type TokenService = {
  issue(userId: number, now: Date): Promise<IssuedToken>;
  /** The claims of a well-formed, correctly signed, unexpired token; otherwise null. */
  verify(token: string, now: Date): Promise<TokenClaims | null>;
};

/** Session tokens: HS256 JWTs with a unique id (`jti`) so that logout can revoke one. */
export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(userId, now) {
      const jti = randomUUID();
      const expiresAt = addSeconds(now, ttlSeconds);
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, jti, expiresAt };
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
          requiredClaims: ['sub', 'jti', 'iat', 'exp'],
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.jti !== 'string') {
          return null;
        }
        return {
          userId,
          jti: payload.jti,
          issuedAt: new Date((payload.iat ?? 0) * 1000),
          expiresAt: new Date((payload.exp ?? 0) * 1000),
        };
      } catch {
        return null;
      }
    },
  };
}
