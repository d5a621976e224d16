import type { Kysely } from "kysely";

// The blog's first articles, three per language, so the public blog is never empty.
// Seeded once by migration: an admin who edits or deletes them later is not overruled.

const AUTHORS = [
  {
    key: "eva",
    name: "Eva Visser",
    role: "Co-founder, engineering",
    bio: "Eva builds the layout engine behind Paperjet and has fixed more page-break bugs than she would like to admit.",
    avatar_url: "/images/authors/eva-visser.svg",
  },
  {
    key: "daan",
    name: "Daan Mulder",
    role: "Developer advocate",
    bio: "Daan helps developers get their first document out of the API, and writes the guides on this blog.",
    avatar_url: "/images/authors/daan-mulder.svg",
  },
];

const POSTS: {
  author: string;
  translation_key: string;
  published_at: string;
  cover: string;
  tags: string[];
  en: { slug: string; title: string; excerpt: string; alt: string; body: string };
  nl: { slug: string; title: string; excerpt: string; alt: string; body: string };
}[] = [
  {
    author: "daan",
    translation_key: "invoice-pdfs-from-json",
    published_at: "2026-10-02T08:00:00Z",
    cover: "/images/blog/invoice-from-json.svg",
    tags: ["invoices", "api", "getting-started"],
    en: {
      slug: "guides/generate-invoice-pdfs-from-json",
      title: "How to generate invoice PDFs from JSON in five minutes",
      excerpt:
        "From a library template to a real invoice PDF: bind your order data, call one endpoint and store the file. A step-by-step guide with curl and Node.js.",
      alt: "An invoice document next to the JSON data it was generated from.",
      body: `Invoices are the document almost every business generates, and the one that is most painful to build by hand. In this guide we go from an empty account to a real invoice PDF in five minutes.

## 1. Start from the invoice template

After signing up, open **Templates** and pick *Invoice (A4)* from the template library. It already has a header with your logo, an address block, a table for the line items and a totals section. Change the fonts and colours to match your brand; the designer shows the page exactly as the API will render it.

## 2. Check the bindings

Open the **Data** panel. The invoice template comes with bindings such as:

| Binding | Type | Example |
| --- | --- | --- |
| \`customer.name\` | text | ACME B.V. |
| \`invoice.number\` | text | 2026-0142 |
| \`invoice.lines\` | list | three example lines |
| \`invoice.total\` | number | 1250.00 |

Each binding has example data, so the preview always shows a realistic invoice. The table element repeats one row for every item in \`invoice.lines\`; when there are more lines than fit on the page, the table continues on the next page and the totals move down with it.

## 3. Create an API key

Go to **Settings → API** and create a key. It is shown once, so store it as a secret in your application's configuration.

## 4. Call the API

\`\`\`bash
curl https://paperjet.dev/api/v1/generate/single/YOUR_TEMPLATE_ID \\
  -H "Authorization: Bearer $PAPERJET_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"data": {"customer": {"name": "ACME B.V."}, "invoice": {"number": "2026-0142", "lines": [{"description": "Consulting", "quantity": 10, "price": 125}], "total": 1250}}}' \\
  --output invoice-2026-0142.pdf
\`\`\`

The response body is the PDF. The headers tell you how many pages it has (\`X-Pages\`), how long the render took (\`X-Render-Ms\`) and whether a watermark was added (\`X-Watermarked\`).

## 5. Do it from Node.js

\`\`\`js
const response = await fetch(\`https://paperjet.dev/api/v1/generate/single/\${templateId}\`, {
  method: "POST",
  headers: { Authorization: \`Bearer \${process.env.PAPERJET_API_KEY}\`, "Content-Type": "application/json" },
  body: JSON.stringify({ data: order }),
});
if (!response.ok) throw new Error(\`Paperjet answered \${response.status}\`);
await fs.promises.writeFile(\`invoice-\${order.invoice.number}.pdf\`, Buffer.from(await response.arrayBuffer()));
\`\`\`

If a field is missing, the API answers **422** with a message per field, for example \`customer.name\`. That makes mistakes visible in your logs instead of on your customer's invoice.

## What next?

- Pin the template version in your call (\`"version": 3\`), so a layout change by a colleague does not reach production before you have checked it.
- Use \`"test": true\` while you build: test documents are watermarked and do not count towards your plan.
- Your order data is used for the render and then discarded — nothing you send is stored.`,
    },
    nl: {
      slug: "handleidingen/factuur-pdfs-genereren-uit-json",
      title: "Zo genereer je in vijf minuten factuur-pdf's uit JSON",
      excerpt:
        "Van een template uit de bibliotheek naar een echte factuur-pdf: koppel je orderdata, roep één endpoint aan en sla het bestand op. Een stappenplan met curl en Node.js.",
      alt: "Een factuur naast de JSON-data waaruit hij is gegenereerd.",
      body: `Facturen zijn het document dat bijna elk bedrijf genereert, en het document dat het lastigst met de hand te bouwen is. In deze handleiding gaan we in vijf minuten van een leeg account naar een echte factuur-pdf.

## 1. Begin met het factuurtemplate

Open na het aanmelden **Templates** en kies *Factuur (A4)* uit de templatebibliotheek. Er staat al een kop met je logo in, een adresblok, een tabel voor de factuurregels en een blok met totalen. Pas lettertypes en kleuren aan je huisstijl aan; de designer toont de pagina precies zoals de API hem rendert.

## 2. Controleer de koppelingen

Open het paneel **Data**. Het factuurtemplate heeft onder meer deze koppelingen:

| Koppeling | Type | Voorbeeld |
| --- | --- | --- |
| \`customer.name\` | tekst | ACME B.V. |
| \`invoice.number\` | tekst | 2026-0142 |
| \`invoice.lines\` | lijst | drie voorbeeldregels |
| \`invoice.total\` | getal | 1250,00 |

Elke koppeling heeft voorbeelddata, zodat de preview altijd een realistische factuur laat zien. Het tabelelement herhaalt één rij voor elk item in \`invoice.lines\`; passen de regels niet meer op de pagina, dan loopt de tabel door op de volgende pagina en schuiven de totalen mee.

## 3. Maak een API-sleutel

Ga naar **Instellingen → API** en maak een sleutel aan. Die wordt één keer getoond, dus bewaar hem als geheim in de configuratie van je applicatie.

## 4. Roep de API aan

\`\`\`bash
curl https://paperjet.dev/api/v1/generate/single/JOUW_TEMPLATE_ID \\
  -H "Authorization: Bearer $PAPERJET_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"data": {"customer": {"name": "ACME B.V."}, "invoice": {"number": "2026-0142", "lines": [{"description": "Advies", "quantity": 10, "price": 125}], "total": 1250}}}' \\
  --output factuur-2026-0142.pdf
\`\`\`

De body van het antwoord is de pdf. De headers vertellen hoeveel pagina's hij heeft (\`X-Pages\`), hoe lang het renderen duurde (\`X-Render-Ms\`) en of er een watermerk is toegevoegd (\`X-Watermarked\`).

## 5. Vanuit Node.js

\`\`\`js
const response = await fetch(\`https://paperjet.dev/api/v1/generate/single/\${templateId}\`, {
  method: "POST",
  headers: { Authorization: \`Bearer \${process.env.PAPERJET_API_KEY}\`, "Content-Type": "application/json" },
  body: JSON.stringify({ data: order }),
});
if (!response.ok) throw new Error(\`Paperjet antwoordde \${response.status}\`);
await fs.promises.writeFile(\`factuur-\${order.invoice.number}.pdf\`, Buffer.from(await response.arrayBuffer()));
\`\`\`

Ontbreekt er een veld, dan antwoordt de API met **422** en een melding per veld, bijvoorbeeld \`customer.name\`. Zo zie je fouten in je logs in plaats van op de factuur van je klant.

## En nu?

- Zet de templateversie vast in je call (\`"version": 3\`), zodat een layoutwijziging van een collega pas in productie komt als jij hem hebt gecontroleerd.
- Gebruik \`"test": true\` terwijl je bouwt: testdocumenten krijgen een watermerk en tellen niet mee voor je abonnement.
- Je orderdata wordt gebruikt voor de render en daarna weggegooid — niets van wat je stuurt wordt opgeslagen.`,
    },
  },
  {
    author: "eva",
    translation_key: "tables-across-pages",
    published_at: "2026-10-23T08:00:00Z",
    cover: "/images/blog/tables-across-pages.svg",
    tags: ["tables", "designer", "layout"],
    en: {
      slug: "tables-that-span-pages",
      title: "Page breaks without pain: tables that span several pages",
      excerpt:
        "Long tables are where most PDF generators fall apart. How Paperjet's layout engine splits tables, repeats headers and moves the rest of the page down.",
      alt: "A table that continues from page one onto page two, with the header row repeated.",
      body: `Ask any developer who has built PDFs with HTML and a headless browser about page breaks, and you will hear a story. A row cut in half. A total that ends up alone on the last page. A header that appears once and never again.

In Paperjet, page flow is part of the layout engine, not an afterthought of a browser's print mode. Here is how it works, and how to use it.

## Repeating rows

A table element is bound to a list in your data, for example \`order.lines\`. The engine lays out one row per item. When the next row does not fit above the bottom margin, the table continues at the top of the next page. Rows are never split in the middle.

## Headers that repeat

Tick **Repeat header on every page** in the table settings and the header row is drawn again at the top of each continuation. Your readers always know what the columns mean.

## Everything below moves down

Elements placed below the table — the totals, the payment terms, a signature — have **Move down on growth** switched on by default. When the table grows by 40 mm, they move 40 mm down; when they no longer fit, they move to the next page together.

## Pinned to every page

Some elements belong on every page: the logo, a page number, the footer with your bank details. Switch on **Pin to page** and the element is repeated on every page the document gets, at the same position.

## Keeping things together

Two tips from our own templates:

1. **Group** the totals block with the payment terms. A group moves as one unit, so the total is never separated from the text that explains it.
2. Leave enough bottom margin for pinned footers. The engine keeps flowing content out of the pinned area automatically, but a generous margin looks calmer.

## The preview is the output

The designer preview uses the same layout engine as the API. Fill the example data of \`order.lines\` with 60 items and you see exactly where page two starts — in the designer, in the \`/internals/renderer\` page, and in the PDF that the API returns.`,
    },
    nl: {
      slug: "tabellen-over-meerdere-paginas",
      title: "Paginabrekingen zonder pijn: tabellen over meerdere pagina's",
      excerpt:
        "Bij lange tabellen gaan de meeste pdf-generatoren de mist in. Zo splitst de layout-engine van Paperjet tabellen, herhaalt hij kopregels en schuift hij de rest van de pagina mee.",
      alt: "Een tabel die van pagina één doorloopt op pagina twee, met de kopregel herhaald.",
      body: `Vraag een developer die pdf's bouwde met html en een headless browser naar paginabrekingen, en je krijgt een verhaal. Een rij die doormidden is geknipt. Een totaal dat in z'n eentje op de laatste pagina staat. Een kopregel die één keer verschijnt en daarna nooit meer.

In Paperjet is de paginaopbouw onderdeel van de layout-engine, niet een bijzaak van de printmodus van een browser. Zo werkt het, en zo gebruik je het.

## Herhalende rijen

Een tabelelement is gekoppeld aan een lijst in je data, bijvoorbeeld \`order.lines\`. De engine zet één rij per item neer. Past de volgende rij niet meer boven de ondermarge, dan loopt de tabel verder bovenaan de volgende pagina. Rijen worden nooit middendoor gesplitst.

## Kopregels die terugkomen

Vink in de tabelinstellingen **Kopregel op elke pagina herhalen** aan en de kopregel staat bovenaan elk vervolg. Je lezers weten altijd wat de kolommen betekenen.

## Alles eronder schuift mee

Elementen onder de tabel — de totalen, de betaalvoorwaarden, een handtekening — hebben standaard **Meeschuiven bij groei** aan. Groeit de tabel 40 mm, dan schuiven zij 40 mm op; passen ze niet meer, dan gaan ze samen naar de volgende pagina.

## Vast op elke pagina

Sommige elementen horen op elke pagina: het logo, een paginanummer, de voettekst met je bankgegevens. Zet **Vastzetten op pagina** aan en het element komt op elke pagina van het document terug, op dezelfde plek.

## Dingen bij elkaar houden

Twee tips uit onze eigen templates:

1. **Groepeer** het totalenblok met de betaalvoorwaarden. Een groep verplaatst zich als één geheel, dus het totaal raakt nooit los van de tekst die het uitlegt.
2. Houd genoeg ondermarge voor vastgezette voetteksten. De engine houdt doorlopende inhoud automatisch buiten het vastgezette gebied, maar een ruime marge oogt rustiger.

## De preview is de output

De preview in de designer gebruikt dezelfde layout-engine als de API. Vul de voorbeelddata van \`order.lines\` met 60 items en je ziet precies waar pagina twee begint — in de designer, op de pagina \`/internals/renderer\` en in de pdf die de API teruggeeft.`,
    },
  },
  {
    author: "eva",
    translation_key: "data-not-stored",
    published_at: "2026-11-12T08:00:00Z",
    cover: "/images/blog/data-not-stored.svg",
    tags: ["privacy", "security", "architecture"],
    en: {
      slug: "why-we-never-store-your-document-data",
      title: "Why we never store the data in your documents",
      excerpt:
        "Invoices, payslips and certificates are full of personal data. Paperjet renders them without keeping any of it. What that means, how it works and what we do keep.",
      alt: "A document passing through the Paperjet renderer, with the data discarded afterwards.",
      body: `The documents our customers generate are full of personal data: names and addresses on invoices, salaries on payslips, results on certificates. We decided early on that the safest place for that data is not our database.

## What "data not stored" means

When you call \`POST /api/v1/generate/single/{id}\`, your JSON travels with the render job to a render worker. The worker lays out the template, produces the PDF and sends the bytes back. Then the job and its data are gone. There is no copy in a database, no copy in a log file, no generated PDF kept "for later".

## What we do keep

To bill you fairly and show you your usage, we keep a **call record** for every generation:

- the template id and version,
- the number of pages,
- how long the render took,
- the status code and file size,
- whether a watermark was added.

None of these contain the contents of your document.

## How the architecture helps

Our render workers are stateless. They receive everything they need in the job — the template document, the data and the options — and they have no access to the database at all. Images referenced in your data are fetched by our servers under strict rules and passed in; the browser engine that prints the PDF has no network access. That design is also what lets us run as many workers as the load needs.

## What this means for your GDPR work

Because we do not store the personal data in your documents, your records of processing stay simple: Paperjet processes the data only for the duration of a render. Our privacy policy lists what we store about your *account*, and our processing agreement covers the rest.

## Encrypted in transit

All calls to the API and the website are served over SSL. API keys are stored only as hashes: we can check your key, but we cannot read it back.

Have questions from your security or privacy officer? [Contact us](/contact) — we are happy to answer them in detail.`,
    },
    nl: {
      slug: "waarom-we-je-documentdata-nooit-opslaan",
      title: "Waarom we de data in je documenten nooit opslaan",
      excerpt:
        "Facturen, loonstroken en certificaten staan vol persoonsgegevens. Paperjet rendert ze zonder er iets van te bewaren. Wat dat betekent, hoe het werkt en wat we wel bewaren.",
      alt: "Een document dat door de renderer van Paperjet gaat, waarna de data wordt weggegooid.",
      body: `De documenten die onze klanten genereren, staan vol persoonsgegevens: namen en adressen op facturen, salarissen op loonstroken, resultaten op certificaten. We besloten al vroeg dat de veiligste plek voor die data niet onze database is.

## Wat "data niet opgeslagen" betekent

Als je \`POST /api/v1/generate/single/{id}\` aanroept, reist je JSON met de renderjob mee naar een renderworker. De worker zet het template op, maakt de pdf en stuurt de bytes terug. Daarna zijn de job en de data weg. Er is geen kopie in een database, geen kopie in een logbestand en geen gegenereerde pdf die we "voor later" bewaren.

## Wat we wel bewaren

Om je eerlijk te factureren en je verbruik te laten zien, bewaren we per generatie een **call-record**:

- het template-id en de versie,
- het aantal pagina's,
- hoe lang het renderen duurde,
- de statuscode en de bestandsgrootte,
- of er een watermerk is toegevoegd.

Geen van deze gegevens bevat de inhoud van je document.

## Hoe de architectuur helpt

Onze renderworkers zijn stateless. Ze krijgen alles wat ze nodig hebben mee in de job — het templatedocument, de data en de opties — en ze hebben helemaal geen toegang tot de database. Afbeeldingen uit je data worden onder strikte regels door onze servers opgehaald en meegegeven; de browserengine die de pdf print, heeft geen netwerktoegang. Door dat ontwerp kunnen we ook zoveel workers draaien als de drukte vraagt.

## Wat dit betekent voor je AVG-werk

Omdat we de persoonsgegevens in je documenten niet opslaan, blijft je verwerkingsregister eenvoudig: Paperjet verwerkt de data alleen zolang een render duurt. Onze privacyverklaring noemt wat we over je *account* bewaren, en onze verwerkersovereenkomst regelt de rest.

## Versleuteld onderweg

Alle calls naar de API en de website gaan via SSL. API-sleutels bewaren we alleen als hash: we kunnen je sleutel controleren, maar niet teruglezen.

Heeft je security- of privacy officer vragen? [Neem contact op](/nl/contact) — we beantwoorden ze graag uitgebreid.`,
    },
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  const authorIds = new Map<string, string>();
  for (const { key, ...author } of AUTHORS) {
    const row = await db.insertInto("authors").values(author).returning("id").executeTakeFirstOrThrow();
    authorIds.set(key, row.id);
  }
  for (const post of POSTS) {
    for (const locale of ["en", "nl"] as const) {
      const text = post[locale];
      await db
        .insertInto("posts")
        .values({
          author_id: authorIds.get(post.author),
          locale,
          slug: text.slug,
          title: text.title,
          excerpt: text.excerpt,
          body: text.body,
          cover_image_url: post.cover,
          cover_image_alt: text.alt,
          tags: post.tags,
          translation_key: post.translation_key,
          published_at: post.published_at,
        })
        .execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom("posts")
    .where(
      "translation_key",
      "in",
      POSTS.map((p) => p.translation_key),
    )
    .execute();
  await db
    .deleteFrom("authors")
    .where(
      "name",
      "in",
      AUTHORS.map((a) => a.name),
    )
    .execute();
}
