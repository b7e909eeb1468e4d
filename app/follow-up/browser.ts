/**
 * The browser-safe half of app/follow-up's front door (docs/decisions/052): what components and route modules use on
 * both sides. No `.server` module behind it. Server code imports all of it from "~/follow-up".
 */
export {
  FOLLOW_UP_OUTCOMES,
  FollowUpFormSchema,
  MAX_AGREED_DAYS_AHEAD,
  MAX_FOLLOW_UPS_PER_ORDER,
  formProblem,
} from "./follow-up-form";
export type { FollowUpResult } from "./follow-up-form";
