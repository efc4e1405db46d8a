import { JwtService } from '@nestjs/jwt';
import { hmacKey } from '../common/auth/hmac-key.js';
import type { StudentTokenClaims } from '../common/auth/principal.js';
import type { Measure } from './student-documents.js';

/** How many signed-in students one process keeps in memory at most (StudentCache). */
export const CACHED_STUDENTS = 100_000;

/** The API process's memory once every signed-in student is cached, against its goal. */
export interface MemoryFigures {
  students: number;
  residentBytesBefore: number;
  residentBytesAfter: number;
}

export interface CachedStudentsBench {
  apiUrl: string;
  /** The API's JWT_SECRET: the bench signs each student's token as the API would. */
  jwtSecret: string;
  /** Opens a session for each of `count` seeded students (PostgreSQL only). */
  openSessions?: (count: number) => Promise<{ userId: number; sessionId: string }[]>;
  residentBytes: () => number;
  users: number;
  measure: Measure;
}

/**
 * Signs in up to 100,000 students at once (sessions opened in the database, tokens signed as the
 * API signs them: a sign-in's argon2 would take minutes for so many), has each read its account
 * once, which caches the student and the session, and reads the API process's resident memory
 * before and after.
 */
export async function measureCachedStudents(
  bench: CachedStudentsBench,
): Promise<MemoryFigures | null> {
  if (!bench.openSessions) return null;
  const count = Math.min(bench.users, CACHED_STUDENTS);
  const jwt = new JwtService();
  const secret = hmacKey(bench.jwtSecret);
  const sessions = await bench.openSessions(count);
  const headerSets = sessions.map(({ userId, sessionId }) => {
    const claims: Omit<StudentTokenClaims, 'iat'> = {
      sub: String(userId),
      aud: 'student',
      sid: sessionId,
    };
    return { token: jwt.sign(claims, { secret, algorithm: 'HS256', expiresIn: 3600 }) };
  });
  const residentBytesBefore = bench.residentBytes();
  const read = await bench.measure(
    `GET /api/user, ${sessions.length.toLocaleString('en-US')} students once each`,
    { url: `${bench.apiUrl}/api/user`, headerSets, amount: headerSets.length, seconds: 600 },
  );
  if (!read) return null;
  return {
    students: sessions.length,
    residentBytesBefore,
    residentBytesAfter: bench.residentBytes(),
  };
}
