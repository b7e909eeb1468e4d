import type { Page } from "playwright-core";

/**
 * What scrolls, is clipped or spills sideways on the page as rendered: the document itself wider than the window,
 * every element under `root` that ends past the window's right edge, and every one whose content is wider than its
 * box while it scrolls or hides the rest (a table in its scroll container, a cell cutting an amount). Returns one
 * line per offender, for a readable failure.
 */
export async function horizontalOverflow(page: Page, root = "body"): Promise<string[]> {
  return page
    .locator(root)
    .first()
    .evaluate((container) => {
      const problems: string[] = [];
      const documentElement = document.documentElement;
      if (documentElement.scrollWidth > documentElement.clientWidth + 1)
        problems.push(
          `the page is ${documentElement.scrollWidth} px wide in a ${documentElement.clientWidth} px window`,
        );
      for (const element of [container, ...container.querySelectorAll("*")]) {
        // A visually hidden text (1 px wide, clipped on purpose) is for screen readers.
        if (!(element instanceof HTMLElement) || element.clientWidth <= 1) continue;
        const overflowX = getComputedStyle(element).overflowX;
        // Content that spills out visibly: past the window's right edge, where nobody reads it.
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > documentElement.clientWidth + 1) {
          const name = `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`;
          problems.push(`${name} ends at ${Math.round(box.right)} px in a ${documentElement.clientWidth} px window`);
          continue;
        }
        if (overflowX === "visible") continue;
        // One pixel of rounding is not a scrollbar.
        if (element.scrollWidth <= element.clientWidth + 1) continue;
        const name = `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`;
        problems.push(
          `${name} holds ${element.scrollWidth} px in ${element.clientWidth} px (overflow-x: ${overflowX})`,
        );
      }
      return problems;
    });
}
