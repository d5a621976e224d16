import type { Element, TemplatePage } from "@paperjet/template";

/** A pinned element with its paint order on the generated pages it is drawn on. */
export interface PinnedElement {
  element: Element;
  order: number;
}

export interface TemplatePagePins {
  everyPage: PinnedElement[];
  firstPage: PinnedElement[];
  lastPage: PinnedElement[];
}

/**
 * The pins each template page draws on its generated pages. A template page that pins nothing to every
 * page of its own continues the every-page pins of the nearest one before it, as a word processor's
 * section keeps the previous section's header and footer until it sets its own: a footer designed once
 * on the first template page is then on every page, and a page that pins its own gets no second copy.
 * Continued pins paint above the page's own elements, so a background that page draws cannot hide them.
 */
export function pinsByTemplatePage(pages: readonly TemplatePage[]): TemplatePagePins[] {
  let running: Element[] = [];
  return pages.map((page) => {
    const pinned = (pin: Element["pin"]) => page.elements.flatMap((element, order) => (element.pin === pin ? [{ element, order }] : []));
    const own = pinned("every-page");
    if (own.length) running = own.map((p) => p.element);
    const everyPage = own.length ? own : running.map((element, i) => ({ element, order: page.elements.length + i }));
    return { everyPage, firstPage: pinned("first-page"), lastPage: pinned("last-page") };
  });
}
