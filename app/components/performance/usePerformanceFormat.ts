import { useI18n } from "~/i18n";
import { UNKNOWN_PLACE } from "~/performance/browser";

/** How the performance page writes a share, a number of days and a place, in the reader's language. */
export function usePerformanceFormat() {
  const { t, tValue, number, days } = useI18n();
  return {
    percent: (value: number | null) => (value === null ? t("performance.noValue") : `${number(value * 100, 1)} %`),
    // A median can fall between two days (2.5), or be the same day (formatDays: never "0 days").
    days: (value: number | null) => (value === null ? t("performance.noValue") : days(value)),
    place: (label: string[]) =>
      label.every((part) => part === UNKNOWN_PLACE)
        ? t("performance.unknownPlace")
        : label.filter((part) => part !== UNKNOWN_PLACE).join(" · "),
    payment: (plan: string) =>
      plan === UNKNOWN_PLACE ? t("performance.unknownPlace") : tValue("performance.payment", plan),
  };
}
