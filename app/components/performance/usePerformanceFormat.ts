import { useI18n } from "~/i18n";
import { UNKNOWN_PLACE } from "~/performance/browser";

/** How the performance page writes a share, a number of days and a place, in the reader's language. */
export function usePerformanceFormat() {
  const { t, tValue, number, days, country } = useI18n();
  return {
    percent: (value: number | null) => (value === null ? t("performance.noValue") : `${number(value * 100, 1)} %`),
    // A median can fall between two days (2.5), or be the same day (formatDays: never "0 days").
    days: (value: number | null) => (value === null ? t("performance.noValue") : days(value)),
    place: (label: string[]) =>
      label.every((part) => part === UNKNOWN_PLACE)
        ? t("performance.unknownPlace")
        : placeParts(label, country).join(" · "),
    payment: (plan: string) =>
      plan === UNKNOWN_PLACE ? t("performance.unknownPlace") : tValue("performance.payment", plan),
  };
}

/**
 * A place from the widest to the narrowest: the country by its name in the reader's language, then the region and
 * the city, each once ("Senegal · Dakar", not "SN · Dakar · Dakar"); unknown parts left out.
 */
function placeParts(label: string[], country: (code: string) => string): string[] {
  const parts = label.map((part, index) => (index === 0 && part !== UNKNOWN_PLACE ? country(part) : part));
  return parts.filter(
    (part, index) =>
      part !== UNKNOWN_PLACE && part !== "" && (index === 0 || part.toLowerCase() !== parts[index - 1].toLowerCase()),
  );
}
