import type { OrderAction } from "./order-actions-api";

export type Translate = (key: string, replacements?: Record<string, string | number>) => string;

export type ActionTexts = {
  button: string;
  confirmTitle: string;
  explain: string;
  confirm: string;
  /** Cancelling cannot be undone: its buttons are critical, as on the app's order page. */
  destructive: boolean;
};

/** One action's words, from this extension's locale files (the same as the app's order page). */
export function actionTexts(translate: Translate, action: OrderAction): ActionTexts {
  return {
    button: translate(`button.${action}`),
    confirmTitle: translate(`confirmTitle.${action}`),
    explain: translate(`explain.${action}`),
    confirm: translate(`confirm.${action}`),
    destructive: action === "cancel",
  };
}
