import { useActionData } from "@remix-run/react";
import { useState } from "react";

/**
 * The page's last action result, kept until the merchant acts again or leaves the page. Remix forgets
 * `useActionData()` whenever the page's data is read again without a form (`useRevalidator`): on the settings page,
 * which re-reads an import's progress every two seconds, "Connected to the delivery service" or the error beside a
 * field vanished two seconds after it appeared.
 */
export function useLastActionData<T>(): ReturnType<typeof useActionData<T>> {
  const current = useActionData<T>();
  const [kept, setKept] = useState(current);
  // Set while rendering, as React allows for state derived from the previous render: no extra paint without it.
  if (current !== undefined && current !== kept) setKept(current);
  return current ?? kept;
}
