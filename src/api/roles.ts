/** The commerce document's role enumeration (section 3), name -> number; no zod, so the analytics chunk and the mock server's pages read it too. */
import { VIEWER_ROLE } from './viewer-role';

export const OWNER_ROLES = {
  admin: 1,
  billing: 2,
  reporting: 3,
  editor: 4,
  moderator: 6,
  commenter: 7,
  storeManager: 8,
  scheduling: 9,
  viewer: VIEWER_ROLE,
  campaignsEditor: 11,
  schedulingViewer: 12,
  schedulingEditor: 13,
  none: 14,
  websiteManager: 15,
  draftEditor: 16,
} as const;
