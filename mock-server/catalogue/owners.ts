/**
 * The console's owner accounts: `fixtures/owners.json`, one demo account per role of the role
 * enumeration (passwords as scrypt hashes, `mock-server/accounts/password.ts` prints one). Every
 * app seeds them, whatever its catalogue, so any test can sign in as an owner.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { OWNER_ROLE_NAMES, type OwnerRole } from '../../src/api/owner';
import { SiteUserFixtureSchema } from './site-users';

export const OwnerFixtureSchema = z.object({
  email: SiteUserFixtureSchema.shape.email,
  role: z.enum(OWNER_ROLE_NAMES as [OwnerRole, ...OwnerRole[]]),
  passwordHash: SiteUserFixtureSchema.shape.passwordHash,
});
export type OwnerFixture = z.infer<typeof OwnerFixtureSchema>;

const OwnersFileSchema = z.object({ owners: z.array(OwnerFixtureSchema) });

/** The demo owner accounts. */
export function loadOwnerFixtures(
  file: string = new URL('../fixtures/owners.json', import.meta.url).pathname,
): OwnerFixture[] {
  return OwnersFileSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).owners;
}

/**
 * The demo owner of `role`: its email and password (documented in the README; the fixture holds
 * only the hash). For tests and the demo.
 */
export function demoOwner(role: OwnerRole): { email: string; password: string } {
  const kebab = role.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return { email: `${kebab}@owner.example.com`, password: `demo-owner-${kebab}` };
}
