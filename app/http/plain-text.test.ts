import { expect, test } from "vitest";
import { plainText } from "./plain-text";

test("control characters and bidi overrides are removed; line breaks and tabs become a space", () => {
  expect(plainText("Awa\u0000 Ko\u0007né")).toBe("Awa Koné");
  expect(plainText("Rue des Jardins\r\n12\tBis")).toBe("Rue des Jardins 12 Bis");
  expect(plainText("\u202egnp.exe\u202c \u2066x\u2069 \u200fy\u001b[31m")).toBe("gnp.exe x y[31m");
  expect(plainText("Attiéké 1kg — 2× العربية 漢字 🙂")).toBe("Attiéké 1kg — 2× العربية 漢字 🙂");
});
