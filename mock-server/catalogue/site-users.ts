/**
 * The fixture file's site users and member areas: demo accounts (passwords as scrypt hashes,
 * `mock-server/accounts/password.ts` prints one) and the member-only pages they may see.
 */
import { z } from 'zod';
import { isEmail } from '../../src/forms/email';

export const SiteUserFixtureSchema = z.object({
  id: z.string().regex(/^[\w-]{1,64}$/, 'must be letters, digits, - and _'),
  email: z.string().refine(isEmail, 'must be an email address'),
  /** `scrypt$N$r$p$salt$hash`, never the password itself. */
  passwordHash: z
    .string()
    .regex(/^scrypt\$\d+\$\d+\$\d+\$[\w+/=]+\$[\w+/=]+$/, 'must be a scrypt hash'),
  /** @default null (the website's locale) */
  locale: z.string().nullable().default(null),
  /** Ids of the member areas the user belongs to. @default [] */
  memberAreas: z.array(z.string()).default([]),
});
export type SiteUserFixture = z.infer<typeof SiteUserFixtureSchema>;

export const MemberPageSchema = z.object({
  /** The page's path, e.g. `/members/lookbook`. */
  path: z
    .string()
    .regex(/^\/[a-z0-9][a-z0-9/-]*$/, 'must be a path of lowercase letters, digits, / and -'),
  title: z.string().min(1),
  /** Plain text paragraphs of the protected content (escaped when rendered). */
  paragraphs: z.array(z.string()).min(1),
});

export const MemberAreaSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** Where the access-denied page's join button leads. */
  joinUrl: z.string().regex(/^\/[\w/?=&.-]*$/, 'must be a path on the site'),
  pages: z.array(MemberPageSchema).min(1),
});
export type MemberArea = z.infer<typeof MemberAreaSchema>;
export type MemberPage = z.infer<typeof MemberPageSchema>;
