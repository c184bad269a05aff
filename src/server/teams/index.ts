/**
 * Team licences (issue 52, item 3; ADR 0051): teams of N seats, their invitations and members, and each member's use.
 * The packs a team holds are written by commerce when its seats are paid for; access reads them in packs/.
 *
 * This file is the feature's face: other features and the app's composition import from it, never from the
 * files behind it (`npm run lint:layers` holds that).
 */
export { invitationEmailHandler, TEAM_INVITATION_JOB } from './invitation-job';
export { teamRoutes } from './routes';
