import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRef, type PDFDocument, type PDFObjectCopier } from "pdf-lib";

const name = (n: string) => PDFName.of(n);

/**
 * Gives a part split off a tagged print (split-pdf.ts) the structure of its own pages: the elements
 * under the print's Document element that mark content on those pages (Chromium makes one per printed
 * page), their parent tree entries, /MarkInfo and /Lang. The part's pages must have been copied with
 * `copier` by reference, so the elements' /Pg and /Obj references land on the part's own pages and links.
 */
export function copyStructure(
  source: PDFDocument,
  part: PDFDocument,
  copier: PDFObjectCopier,
  pages: { source: PDFRef; copy: PDFRef }[],
): void {
  const root = source.catalog.lookupMaybe(name("StructTreeRoot"), PDFDict);
  const documentElement = root && first(source, root.get(name("K")));
  if (!root || !documentElement) return;
  const ours = new Set(pages.map((page) => String(page.source)));
  const copied = new Map<string, PDFRef>();

  const copyElement = (ref: PDFRef, parent: PDFRef): PDFRef => {
    const element = source.context.lookup(ref, PDFDict);
    const dict = part.context.obj({});
    const target = part.context.register(dict);
    copied.set(String(ref), target);
    for (const [key, value] of element.entries()) {
      // /P by hand: copying it would pull in the whole tree, and every page it marks, through the parents.
      if (key === name("P")) dict.set(key, parent);
      else if (key === name("K")) dict.set(key, copyKids(value, target));
      else dict.set(key, copier.copy(value));
    }
    return target;
  };
  const copyKids = (value: unknown, parent: PDFRef): never => {
    const kid = (k: unknown) => (k instanceof PDFRef && isElement(source, k) ? copyElement(k, parent) : copier.copy(k as never));
    return (value instanceof PDFArray ? part.context.obj(value.asArray().map(kid)) : kid(value)) as never;
  };

  const documentRef = part.context.nextRef();
  const rootRef = part.context.nextRef();
  const children = kids(source, documentElement.dict.get(name("K"))).filter(
    (child) => child instanceof PDFRef && ours.has(String(firstPage(source, child))),
  );
  const documentDict = part.context.obj({});
  for (const [key, value] of documentElement.dict.entries()) {
    if (key === name("P")) documentDict.set(key, rootRef);
    else if (key !== name("K")) documentDict.set(key, copier.copy(value));
  }
  documentDict.set(name("K"), part.context.obj(children.map((child) => copyElement(child as PDFRef, documentRef))));
  part.context.assign(documentRef, documentDict);

  const nums: (number | PDFObjectLike)[] = [];
  let nextKey = 0;
  for (const [key, value] of parentTreeEntries(
    source,
    root,
    keysOf(
      part,
      pages.map((page) => page.copy),
    ),
  )) {
    // A page's entry is an array of its marked content's elements, an annotation's the one element.
    const array = value instanceof PDFRef ? source.context.lookup(value) : value;
    const mapped =
      array instanceof PDFArray ? part.context.obj(array.asArray().map((r) => copied.get(String(r)) ?? null)) : copied.get(String(value));
    if (!mapped) continue;
    nums.push(key, mapped);
    nextKey = Math.max(nextKey, key + 1);
  }
  const rootDict = part.context.obj({
    Type: "StructTreeRoot",
    K: documentRef,
    ParentTree: part.context.obj({ Nums: nums }),
    ParentTreeNextKey: nextKey,
  });
  for (const extra of ["RoleMap", "ClassMap"]) {
    const value = root.get(name(extra));
    if (value) rootDict.set(name(extra), copier.copy(value));
  }
  part.context.assign(rootRef, rootDict);
  part.catalog.set(name("StructTreeRoot"), rootRef);
  part.catalog.set(name("MarkInfo"), part.context.obj({ Marked: true }));
  const lang = source.catalog.get(name("Lang"));
  if (lang) part.catalog.set(name("Lang"), copier.copy(lang));
}

type PDFObjectLike = Parameters<PDFArray["push"]>[0];

const isElement = (doc: PDFDocument, ref: PDFRef) => {
  const value = doc.context.lookup(ref);
  return value instanceof PDFDict && value.has(name("S"));
};

const kids = (doc: PDFDocument, value: unknown): unknown[] => (value instanceof PDFArray ? value.asArray() : value ? [value] : []);

function first(doc: PDFDocument, value: unknown): { ref: PDFRef; dict: PDFDict } | undefined {
  const ref = kids(doc, value)[0];
  return ref instanceof PDFRef ? { ref, dict: doc.context.lookup(ref, PDFDict) } : undefined;
}

/** The page an element's first marked content is on (/Pg is inherited from the nearest ancestor). */
function firstPage(doc: PDFDocument, ref: PDFRef, inherited?: PDFRef): PDFRef | undefined {
  const element = doc.context.lookup(ref);
  if (!(element instanceof PDFDict)) return inherited;
  const page = element.get(name("Pg"));
  const own = page instanceof PDFRef ? page : inherited;
  for (const kid of kids(doc, element.get(name("K")))) {
    if (kid instanceof PDFNumber && own) return own;
    const found = kid instanceof PDFRef ? firstPage(doc, kid, own) : kid instanceof PDFDict ? pageOf(kid, own) : undefined;
    if (found) return found;
  }
  return undefined;
}

const pageOf = (dict: PDFDict, inherited?: PDFRef) => {
  const page = dict.get(name("Pg"));
  return page instanceof PDFRef ? page : inherited;
};

/** The parent tree keys the part's pages (/StructParents) and their annotations (/StructParent) use. */
function keysOf(part: PDFDocument, pageRefs: PDFRef[]): Set<number> {
  const keys = new Set<number>();
  for (const ref of pageRefs) {
    const page = part.context.lookup(ref, PDFDict);
    const key = page.get(name("StructParents"));
    if (key instanceof PDFNumber) keys.add(key.asNumber());
    const annots = page.lookupMaybe(name("Annots"), PDFArray);
    for (const annot of annots?.asArray() ?? []) {
      const value = part.context.lookup(annot);
      const parent = value instanceof PDFDict ? value.get(name("StructParent")) : undefined;
      if (parent instanceof PDFNumber) keys.add(parent.asNumber());
    }
  }
  return keys;
}

/** The entries of a number tree (flat /Nums, or /Kids of them) whose keys are wanted. */
function parentTreeEntries(doc: PDFDocument, root: PDFDict, wanted: Set<number>): [number, unknown][] {
  const entries: [number, unknown][] = [];
  const visit = (node: PDFDict | undefined) => {
    if (!node) return;
    const nums = node.lookupMaybe(name("Nums"), PDFArray)?.asArray() ?? [];
    for (let i = 0; i + 1 < nums.length; i += 2) {
      const key = (nums[i] as PDFNumber).asNumber();
      if (wanted.has(key)) entries.push([key, nums[i + 1]]);
    }
    for (const kid of node.lookupMaybe(name("Kids"), PDFArray)?.asArray() ?? []) visit(doc.context.lookup(kid, PDFDict));
  };
  visit(root.lookupMaybe(name("ParentTree"), PDFDict));
  return entries;
}
