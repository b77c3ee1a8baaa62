/**
 * The viewer role of the role enumeration (`roles.ts`), in a file of its own: the analytics
 * chunk, which every page loads, reads this one role, and the bundler would otherwise send it
 * the whole table with it.
 */
export const VIEWER_ROLE = 10;
