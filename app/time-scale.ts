/*
 * Time is an input of the app: TIME_SCALE (tests only, 1 in production) shrinks every delay the app waits
 * out on its own, so the integration suite runs the real schedules in a fraction of their time. Each
 * caller gives a floor: the shortest delay that stays sound on a busy machine (a lease must outlive a
 * late renewal; a poll must not spin).
 */
export function scaledMs(productionMs: number, timeScale: number, floorMs = 1): number {
  if (timeScale === 1) return productionMs;
  return Math.max(Math.min(floorMs, productionMs), Math.round(productionMs * timeScale));
}
