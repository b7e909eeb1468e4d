import polarisEnglish from "@shopify/polaris/locales/en.json";
import polarisFrench from "@shopify/polaris/locales/fr.json";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { expectNoPageErrors, openEmbedded, screenshot, type Browser } from "./browser";
import { en } from "~/i18n/en";
import { fr } from "~/i18n/fr";

/*
 * What a page must not do whatever its content, checked in the page as rendered: nothing wider than the screen or
 * than its own box, and, on a French page, no English message left. Each check returns sentences naming the
 * offending element, so a failure says where to look without opening the screenshot.
 */

/**
 * Everything that sticks out horizontally: the document wider than the viewport (naming the outermost elements that
 * stick out of it), and any element whose content is wider than its box — cut off (overflow hidden or clip, text
 * cut with "…"), scrolling sideways (overflow auto or scroll) or spilling over its edge (overflow visible). Only the
 * innermost of nested overflowing boxes is named: the one whose content is the cause. Form fields, which scroll
 * their own value by nature, and boxes hidden for screen readers only (1 px wide) are left out.
 */
export async function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (element: Element): string => {
      const path: string[] = [];
      for (let node: Element | null = element; node && node !== document.body && path.length < 3;) {
        let part = node.tagName.toLowerCase();
        const testId = node.getAttribute("data-testid");
        if (testId) part += `[data-testid="${testId}"]`;
        const classes = [...node.classList].slice(0, 2);
        if (classes.length) part += `.${classes.join(".")}`;
        path.unshift(part);
        node = node.parentElement;
      }
      const text = ((element as HTMLElement).innerText ?? element.textContent ?? "").replace(/\s+/g, " ").trim();
      return `${path.join(" > ")}${text ? ` "${text.length > 70 ? `${text.slice(0, 70)}…` : text}"` : ""}`;
    };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== "hidden";
    };
    const FIELDS = new Set(["INPUT", "TEXTAREA", "SELECT", "OPTION"]);
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const all = [...document.body.querySelectorAll("*")].filter(
      (element) => !(element instanceof SVGElement && element.tagName.toLowerCase() !== "svg") && shown(element),
    );

    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > viewport) {
      const outermost = all.filter((element) => {
        if (element.getBoundingClientRect().right <= viewport + 1) return false;
        const parent = element.parentElement;
        return !parent || parent === document.body || parent.getBoundingClientRect().right <= viewport + 1;
      });
      problems.push(
        `the page is ${pageWidth} px wide in a ${viewport} px window (a horizontal scrollbar); sticking out: ${
          outermost.map(describe).join("; ") || "(no element found)"
        }`,
      );
    }

    // scrollWidth also counts pseudo-elements (Polaris draws a field's focus ring 1 px outside its backdrop): the
    // box overflows only if its own content (text and elements, as a range covers them) reaches past its inner edge.
    const contentSticksOut = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const content = range.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return content.width > 0 && content.right > box.left + element.clientLeft + element.clientWidth + 1;
    };
    const overflowing = all.filter(
      (element) =>
        !FIELDS.has(element.tagName) &&
        element.clientWidth > 0 &&
        element.scrollWidth > element.clientWidth + 1 &&
        !element.closest("svg") &&
        contentSticksOut(element),
    );
    const innermost = overflowing.filter(
      (element) => !overflowing.some((other) => other !== element && element.contains(other)),
    );
    for (const element of innermost) {
      const style = getComputedStyle(element);
      const how =
        style.textOverflow === "ellipsis" && style.overflowX !== "visible"
          ? "cuts its text with an ellipsis"
          : style.overflowX === "auto" || style.overflowX === "scroll"
            ? "scrolls sideways"
            : style.overflowX === "visible"
              ? "has content spilling over its right edge"
              : "cuts off its content";
      const right = element.getBoundingClientRect().right;
      const widest = [...element.children]
        .filter(shown)
        .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)[0];
      const cause =
        widest && widest.getBoundingClientRect().right > right + 1 ? `, widest inside: ${describe(widest)}` : "";
      problems.push(
        `${describe(element)} ${how}: content ${element.scrollWidth} px in a ${element.clientWidth} px box${cause}`,
      );
    }
    return problems;
  });
}

type Catalogue = { english: string[]; templates: string[] };

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

/** Polaris's own catalogues as flat key → text. */
function flatten(tree: Record<string, unknown>, prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === "string"
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value as Record<string, unknown>, `${prefix}${key}.`)),
    ),
  );
}

/**
 * The English messages that give away an untranslated French page: those of our catalogues (app/i18n) and of
 * Polaris's whose French differs, less any text that is also a French message (then it may be the French one). A
 * message with placeholders becomes a pattern, if enough of it is words to tell it apart from data.
 */
function englishGiveaways(): Catalogue {
  const pairs = [
    ...Object.entries(en).map(([key, english]) => [english, fr[key as keyof typeof en]] as const),
    ...(() => {
      const polarisFr = flatten(polarisFrench);
      return Object.entries(flatten(polarisEnglish)).map(([key, english]) => [english, polarisFr[key]] as const);
    })(),
  ].map(([english, french]) => [normalise(english), normalise(french ?? "")] as const);
  const frenchTexts = new Set(pairs.map(([, french]) => french));
  const differing = pairs.filter(([english, french]) => english !== french && !frenchTexts.has(english));
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const english = new Set<string>();
  const templates = new Set<string>();
  for (const [message] of differing) {
    if (!/\{\{?\w+\}?\}/.test(message)) {
      if (/\p{L}{2}/u.test(message)) english.add(message);
      continue;
    }
    const literals = message.split(/\{\{?\w+\}?\}/);
    if (literals.join("").replace(/[^\p{L}]/gu, "").length < 8) continue;
    templates.add(`^${literals.map(escape).join(".+?")}$`);
  }
  return { english: [...english], templates: [...templates] };
}

const GIVEAWAYS = englishGiveaways();

/**
 * On a French page (texts marked with another `lang` aside): every visible text (text nodes, the title, placeholders, accessible names and tooltips) that is
 * an English message of the catalogues, named with the element that shows it.
 */
export async function untranslatedTexts(page: Page): Promise<string[]> {
  return page.evaluate(({ english, templates }) => {
    const messages = new Set(english);
    const patterns = templates.map((source) => new RegExp(source, "s"));
    const isEnglish = (text: string) => messages.has(text) || patterns.some((pattern) => pattern.test(text));
    const where = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.classList.length ? `.${[...element.classList].slice(0, 2).join(".")}` : ""}`;
    // App Bridge's elements are drawn by Shopify's admin around the frame (the stand-in hides them): their texts show.
    const shown = (element: Element) =>
      element.closest("ui-nav-menu, ui-title-bar, ui-modal, ui-save-bar") !== null ||
      (element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden");
    // A text marked as another language's (a language switch's "English") is meant to be in it.
    const speaksPageLanguage = (element: Element) =>
      /^fr\b/i.test(element.closest("[lang]")?.getAttribute("lang") ?? "fr");
    const found: string[] = [];
    const title = document.title.replace(/\s+/g, " ").trim();
    if (isEnglish(title)) found.push(`the document's title "${title}"`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
      if (!parent || !text || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(parent.tagName)) continue;
      if (isEnglish(text) && shown(parent) && speaksPageLanguage(parent)) found.push(`${where(parent)} says "${text}"`);
    }
    for (const element of document.body.querySelectorAll("[placeholder], [aria-label], [title], [alt]")) {
      for (const attribute of ["placeholder", "aria-label", "title", "alt"]) {
        const text = (element.getAttribute(attribute) ?? "").replace(/\s+/g, " ").trim();
        if (text && isEnglish(text) && shown(element) && speaksPageLanguage(element))
          found.push(`${where(element)}'s ${attribute} is "${text}"`);
      }
    }
    return found;
  }, GIVEAWAYS);
}

/** What every page must hold of itself: nothing wider than its box, no English on a French page, no error. */
export async function pageIsWhole(page: Page, locale: "en" | "fr", errors: string[]) {
  expect(await overflowProblems(page)).toEqual([]);
  if (locale === "fr") expect(await untranslatedTexts(page)).toEqual([]);
  expectNoPageErrors({ errors });
}

/**
 * Opens the admin page `path` embedded in the viewer's language (`view.tag`), runs `check` on it, then keeps its
 * screenshot (`view.shot`) and checks that the page is whole before closing it.
 */
export async function checkEmbeddedPage(
  browser: Browser,
  at: { appUrl: string; shop: string; path: string },
  view: { locale: "en" | "fr"; tag: string; shot: string },
  check: (page: Page) => Promise<void>,
) {
  const tracked = await browser.newPage();
  const { page } = tracked;
  await openEmbedded(tracked, at.appUrl, at.shop, at.path, view.tag);
  await check(page);
  await screenshot(page, view.shot);
  await pageIsWhole(page, view.locale, tracked.errors);
  await page.close();
}
