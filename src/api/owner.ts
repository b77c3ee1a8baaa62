/**
 * The site owner's console calls: the role enumeration of the commerce document (section 3,
 * `roles.ts`), what each role may do in the console, and the owner sign-in request, which the mock server
 * validates with too.
 */
import { z } from './zod';
import { OWNER_ROLES } from './roles';
import { SignInRequestSchema } from './site-users';

export { OWNER_ROLES };
export type OwnerRole = keyof typeof OWNER_ROLES;
export const OWNER_ROLE_NAMES = Object.keys(OWNER_ROLES) as OwnerRole[];

/**
 * The console's access ladder; each step may do all of the steps below it. The documents show
 * the roles but not their permissions (section 6: 'Permission logic for roles: not shown'), so
 * this is our model: `viewer` reads every panel; `editor` also writes the site's content
 * (navigation, header and footer, languages); `storeManager` also writes the store (catalogue,
 * store creation, restock sends, form submissions); `admin` everything.
 */
export const ACCESS_LEVELS = ['viewer', 'editor', 'storeManager', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** Each role's step on the ladder; `none` (and an unknown role) opens nothing. */
const LEVEL_OF_ROLE: Record<OwnerRole, AccessLevel | null> = {
  admin: 'admin',
  websiteManager: 'storeManager',
  storeManager: 'storeManager',
  editor: 'editor',
  draftEditor: 'editor',
  campaignsEditor: 'editor',
  schedulingEditor: 'editor',
  billing: 'viewer',
  reporting: 'viewer',
  moderator: 'viewer',
  commenter: 'viewer',
  scheduling: 'viewer',
  viewer: 'viewer',
  schedulingViewer: 'viewer',
  none: null,
};

/** True when `role` reaches `minimum` on the ladder. */
export function roleAllows(role: OwnerRole, minimum: AccessLevel): boolean {
  const level = LEVEL_OF_ROLE[role];
  return level !== null && ACCESS_LEVELS.indexOf(level) >= ACCESS_LEVELS.indexOf(minimum);
}

export const OWNER_SESSION_PATH = 'api/owner/session';

/** `POST /api/owner/session`: an owner's email and password (no 'remember me' in the console). */
export const OwnerSignInRequestSchema = z.strictObject({
  email: SignInRequestSchema.shape.email,
  password: SignInRequestSchema.shape.password,
});
export type OwnerSignInRequest = z.infer<typeof OwnerSignInRequestSchema>;

/** The signed-in owner as the console sees them. */
export const OwnerInfoSchema = z.object({
  email: z.string(),
  role: z.enum(OWNER_ROLE_NAMES as [OwnerRole, ...OwnerRole[]]),
  canEdit: z.boolean(),
  canManageStore: z.boolean(),
});
export type OwnerInfo = z.infer<typeof OwnerInfoSchema>;

/** Where an upgrade goes (templates document, section 2): a trial site, or a paid one. */
export const UPGRADE_PATHS = {
  trial: '/settings/billing/upgrade',
  paid: '/settings/billing/subscriptions/website',
} as const;

export const upgradePath = (onTrial: boolean): string =>
  onTrial ? UPGRADE_PATHS.trial : UPGRADE_PATHS.paid;
