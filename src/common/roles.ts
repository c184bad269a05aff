/** Roles of spec 01 §6. A creator may publish; an admin has creator rights and manages users. */
export const ROLES = ['user', 'creator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Creators and admins may create packs and use the upload page. */
export function hasCreatorRights(role: Role): boolean {
  return role === 'creator' || role === 'admin';
}
