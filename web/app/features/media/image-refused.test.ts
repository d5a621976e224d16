import { createTestAccount } from "../../../tests/support/test-accounts";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { AppError } from "@paperjet/contracts";
import type { DatabaseHandle } from "@paperjet/db";
import { createTestDatabase } from "@paperjet/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizeApiError } from "~/utils/api-error-locale.server";
import { localeKeys } from "../../../tests/support/locale-keys";
import i18next from "~/utils/i18next.server";
import { forbiddenAddressReason } from "./forbidden-address.server";
import { resolveDocumentImages, type ImageResolverOptions } from "./resolve-document-images.server";

let database: DatabaseHandle;
let owner: string;

beforeAll(async () => {
  database = await createTestDatabase();
  owner = (await createTestAccount(database.db)).workspaceId;
});
afterAll(() => database?.close());

const doc = (sources: string[]) => ({
  schemaVersion: 1,
  name: "x",
  locale: "en-US",
  pages: [
    {
      size: "A4",
      margin: { top: 0, right: 0, bottom: 0, left: 0 },
      elements: sources.map((src, i) => ({ id: `i${i}`, type: "image", x: 0, y: 0, width: 10, height: 10, src })),
    },
  ],
});

/** The refusal resolveDocumentImages throws for these sources. */
async function refusal(sources: string[], resolver?: ImageResolverOptions): Promise<AppError> {
  const error = await resolveDocumentImages({ db: database.db, workspaceId: owner, document: doc(sources), data: {}, resolver }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, sources[0]).toMatchObject({ status: 422, code: "validation_failed" });
  return error as AppError;
}

const inDutch = (error: AppError) =>
  localizeApiError(new Request("http://localhost/api/v1/x", { headers: { "Accept-Language": "nl" } }), error);
const inEnglish = (error: AppError) =>
  localizeApiError(new Request("http://localhost/api/v1/x", { headers: { "Accept-Language": "en" } }), error);

describe("image refusals in the request's language", () => {
  it("gives the detail and errors.images in Dutch with the same source and specifics, and English as thrown", async () => {
    const error = await refusal(["file:///etc/passwd"]);
    expect(error.message).toBe("The image file:///etc/passwd cannot be used: the file: scheme is not allowed.");
    expect(error.errors).toEqual({ images: ["file:///etc/passwd: the file: scheme is not allowed"] });
    expect(await inEnglish(error)).toBe(error);
    const dutch = await inDutch(error);
    expect(dutch).toMatchObject({
      status: 422,
      code: "validation_failed",
      message: "De afbeelding file:///etc/passwd kan niet worden gebruikt: het schema file: is niet toegestaan.",
    });
    expect(dutch.errors).toEqual({ images: ["file:///etc/passwd: het schema file: is niet toegestaan"] });
    // Localizing leaves the thrown error as it was.
    expect(error.message).toBe("The image file:///etc/passwd cannot be used: the file: scheme is not allowed.");
  });

  it("words every kind of refusal in Dutch, in the detail and in errors.images", async () => {
    const uploadId = randomUUID();
    const long = `logo-${"x".repeat(200)}.png`;
    const cases: { source: string; resolver?: ImageResolverOptions; shown?: string; english: string; dutch: string }[] = [
      {
        source: "http://10.0.0.1/x.png",
        english: "10.0.0.1 is a private, loopback, link-local or reserved address",
        dutch: "10.0.0.1 is een privé-, loopback-, link-local- of gereserveerd adres",
      },
      { source: `media:${uploadId}`, english: "no such upload", dutch: "deze upload bestaat niet" },
      { source: "media:not-an-id", english: "no such upload", dutch: "deze upload bestaat niet" },
      {
        // WHATWG URL parsing rewrites the address; the refusal shows the parsed URL.
        source: "http://[::ffff:127.0.0.1]/x.png",
        shown: "http://[::ffff:7f00:1]/x.png",
        english: "::ffff:7f00:1 embeds 127.0.0.1: 127.0.0.1 is a private, loopback, link-local or reserved address",
        dutch: "::ffff:7f00:1 bevat 127.0.0.1: 127.0.0.1 is een privé-, loopback-, link-local- of gereserveerd adres",
      },
      { source: "http://localhost:8080/x.png", english: "localhost is a local name", dutch: "localhost is een lokale naam" },
      {
        source: "https://images.example.com/a.png",
        resolver: { lookup: () => Promise.reject(new Error("ENOTFOUND")) },
        english: "images.example.com does not resolve",
        dutch: "images.example.com levert geen adres op",
      },
      {
        source: "https://user:pw@example.com/a.png",
        english: "credentials in the URL are not allowed",
        dutch: "inloggegevens in de URL zijn niet toegestaan",
      },
      { source: "data:text/html,<b>x</b>", english: "a data: URI must hold an image", dutch: "een data:-URI moet een afbeelding bevatten" },
      // A long source is shortened the same way in both languages.
      {
        source: long,
        shown: `${long.slice(0, 117)}...`,
        english: "expected media:{id}, a data: URI or an http(s) URL",
        dutch: "verwacht media:{id}, een data:-URI of een http(s)-URL",
      },
    ];
    for (const c of cases) {
      const shown = c.shown ?? c.source;
      const error = await refusal([c.source], c.resolver);
      expect(error.message, c.source).toBe(`The image ${shown} cannot be used: ${c.english}.`);
      expect(error.errors, c.source).toEqual({ images: [`${shown}: ${c.english}`] });
      const dutch = await inDutch(error);
      expect(dutch.message, c.source).toBe(`De afbeelding ${shown} kan niet worden gebruikt: ${c.dutch}.`);
      expect(dutch.errors, c.source).toEqual({ images: [`${shown}: ${c.dutch}`] });
    }
  });

  it("keeps Node's own message of a failed download as it is", async () => {
    // Port 1 on this host: refused at once, without any network. The policy lets the address through.
    const error = await refusal(["http://127.0.0.1:1/x.png"], { forbiddenReason: () => undefined });
    const message = /the download failed \((.+)\)\.$/.exec(error.message)?.[1];
    expect(message).toBeTruthy();
    expect((await inDutch(error)).message).toBe(
      `De afbeelding http://127.0.0.1:1/x.png kan niet worden gebruikt: het downloaden is mislukt (${message}).`,
    );
  });

  it("says in Dutch how many images a document may use", async () => {
    const error = await refusal(Array.from({ length: 51 }, (_, i) => `data:image/png;base64,${i}`));
    expect(error.message).toBe("A document may use at most 50 different images.");
    expect((await inDutch(error)).message).toBe("Een document mag hoogstens 50 verschillende afbeeldingen gebruiken.");
  });
});

describe("image refusal wordings", () => {
  it("every image reason the code uses exists in api.json (locale-keys.test.ts compares English and Dutch)", () => {
    const en = localeKeys("en", "api");
    const used = new Set<string>();
    for (const file of readdirSync(__dirname).filter((f) => f.endsWith(".server.ts"))) {
      for (const match of readFileSync(path.join(__dirname, file), "utf8").matchAll(/\bkey: "([a-zA-Z]+)"/g))
        used.add(`imageReasons.${match[1]}`);
    }
    expect(used.size).toBeGreaterThan(15);
    expect([...used].filter((k) => !en.has(k))).toEqual([]);
  });

  it("the English wordings of forbidden addresses give exactly their English text", async () => {
    const t = await i18next.getFixedT("en", "api");
    for (const address of [
      "10.1.2.3",
      "169.254.169.254",
      "::1",
      "fd00:ec2::254",
      "::ffff:7f00:1",
      "64:ff9b::a9fe:a9fe",
      "2002:7f00:1::",
      "not-an-ip",
    ]) {
      const wording = forbiddenAddressReason(address)!;
      expect(wording, address).toBeDefined();
      expect(t(`imageReasons.${wording.key}`, wording.params), address).toBe(wording.english);
    }
    expect(forbiddenAddressReason("93.184.216.34")).toBeUndefined();
    expect(forbiddenAddressReason("::ffff:5db8:d822")).toBeUndefined();
  });
});
