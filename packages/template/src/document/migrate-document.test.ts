import { describe, expect, it } from "vitest";
import { createBlankDocument } from "./create-blank-document.ts";
import { elementSteps, migrateDocument, MigrationError, migrateWith, type MigrationStep } from "./migrate-document.ts";

describe("migrateDocument", () => {
  it("passes a current document through", () => {
    const doc = createBlankDocument("x");
    expect(migrateDocument(doc)).toEqual(doc);
  });

  it.each([
    [{ schemaVersion: 2 }, "newer than this version of Paperjet understands (1)"],
    [{ schemaVersion: 0 }, "whole number from 1 to 1"],
    [{ schemaVersion: "1" }, 'got "1"'],
    [{}, "got undefined"],
    [[], "expected a template document"],
    [null, "expected a template document"],
  ])("rejects %j", (raw, message) => {
    expect(() => migrateDocument(raw)).toThrow(MigrationError);
    expect(() => migrateDocument(raw)).toThrow(message);
  });
});

describe("migrateWith", () => {
  const steps: MigrationStep[] = [
    { from: 1, migrate: ({ title, ...rest }) => ({ ...rest, name: title }) },
    { from: 2, migrate: (doc) => ({ ...doc, locale: "en-US" }) },
  ];

  it("runs every step from the document's version up to the current one", () => {
    expect(migrateWith({ schemaVersion: 1, title: "Old" }, steps, 3)).toEqual({ schemaVersion: 3, name: "Old", locale: "en-US" });
    expect(migrateWith({ schemaVersion: 2, name: "Mid" }, steps, 3)).toEqual({ schemaVersion: 3, name: "Mid", locale: "en-US" });
  });

  it("fails clearly when a step is missing", () => {
    expect(() => migrateWith({ schemaVersion: 1 }, steps.slice(1), 3)).toThrow("no migration from schemaVersion 1 to 2");
  });
});

describe("elementSteps", () => {
  it("rewrites every element of a type, inside groups too, and leaves other types alone", () => {
    const steps = elementSteps({
      text: { migrations: [{ from: 1, migrate: ({ content, ...rest }) => ({ ...rest, text: content }) }] },
      shape: { migrations: [] },
    });
    const old = {
      schemaVersion: 1,
      pages: [
        {
          elements: [
            { id: "a", type: "text", content: "Hi" },
            { id: "g", type: "group", elements: [{ id: "b", type: "text", content: "Yo" }] },
            { id: "s", type: "shape" },
          ],
        },
      ],
    };
    expect(migrateWith(old, steps, 2)).toEqual({
      schemaVersion: 2,
      pages: [
        {
          elements: [
            { id: "a", type: "text", text: "Hi" },
            { id: "g", type: "group", elements: [{ id: "b", type: "text", text: "Yo" }] },
            { id: "s", type: "shape" },
          ],
        },
      ],
    });
    expect(old.pages[0].elements[0]).toEqual({ id: "a", type: "text", content: "Hi" });
  });
});
