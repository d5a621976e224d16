import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable, type DataTableProps } from "./ui-table";

type Row = { id: string; name: string };
const rows: Row[] = [
  { id: "a", name: "Alpha" },
  { id: "b", name: "Beta" },
];
const render = (props: Partial<DataTableProps<Row>>) =>
  renderToStaticMarkup(
    createElement(DataTable<Row>, {
      rows,
      rowKey: (row) => row.id,
      columns: [
        { header: "Name", cell: (row) => row.name },
        { header: "Id", className: "font-mono", testId: "id", cell: (row) => row.id },
      ],
      ...props,
    }),
  );

describe("DataTable", () => {
  it("draws the column headings and a row per item with the look's classes", () => {
    const html = render({ testId: "things", rowProps: (row) => ({ "data-thing": row.id }) });
    expect(html).toMatch(
      /^<table class="min-w-full divide-y divide-slate-200" data-testid="things"><thead><tr><th scope="col" class="px-3 py-2/,
    );
    expect(html).toContain('<tr data-thing="a"><td class="px-3 py-2 text-sm text-slate-800">Alpha</td>');
    expect(html).toContain('<td class="px-3 py-2 text-sm text-slate-800 font-mono" data-testid="id">b</td>');
  });

  it("shows the empty state instead of a table without rows, and an empty table without one", () => {
    expect(render({ rows: [], empty: createElement("p", null, "None yet") })).toBe("<p>None yet</p>");
    expect(render({ rows: [] })).toContain("<tbody");
  });

  it("has a screen-reader caption, hidden headings, a scrolling region and row headings when asked", () => {
    expect(render({ caption: "Things" })).toContain('<caption class="sr-only">Things</caption>');
    expect(render({ hideHeader: true })).toContain('<thead class="sr-only"><tr><th scope="col">Name</th>');
    expect(render({ scrollLabel: "Things", wrapperClassName: "overflow-x-auto" })).toMatch(
      /^<div role="region" aria-label="Things" tabindex="0" class="overflow-x-auto"><table/,
    );
    const headless = render({ look: "site", columns: [{ rowHeader: true, cell: (row) => row.name }] });
    expect(headless).not.toContain("<thead");
    expect(headless).toContain('<th scope="row">Alpha</th>');
  });
});
