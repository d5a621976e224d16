/**
 * The Dutch of every text the API reference page takes from the OpenAPI document (summaries,
 * parameter and field descriptions, responses), keyed by the English text of
 * packages/contracts. openapi-dutch.test.ts fails when a text of `/api/v1` has no Dutch here,
 * so a new or reworded endpoint cannot reach `/nl/integrations/api` in English.
 */
export const OPENAPI_DUTCH: Record<string, string> = {
  "Generate a PDF or an image (PNG, JPEG, WebP) from a template": "Een PDF of een afbeelding (PNG, JPEG, WebP) genereren uit een sjabloon",
  "The same key and body within 24 h return the same result and count once; the same key with another body is 422.":
    "Dezelfde sleutel met dezelfde body binnen 24 uur geeft hetzelfde resultaat en telt één keer; dezelfde sleutel met een andere body geeft 422.",
  "Values for the template's bindings. Omitted: the template's saved example data (its `exampleData`, else the bindings' examples).":
    "Waarden voor de koppelingen van het sjabloon. Weggelaten: de opgeslagen voorbeelddata van het sjabloon (de `exampleData`, anders de voorbeelden van de koppelingen).",
  "pdf; an image: png, jpeg or webp (one image per page; several pages → application/zip unless `page` picks one); or an e-invoice from the template's `einvoice` mapping: cii (UN/CEFACT CII, the Factur-X EN 16931 XML) or ubl (UBL 2.1 for Peppol BIS Billing 3.0), both application/xml.":
    "pdf; een afbeelding: png, jpeg of webp (één afbeelding per pagina; meerdere pagina's → application/zip, tenzij `page` er één kiest); of een e-factuur volgens de `einvoice`-koppeling van het sjabloon: cii (UN/CEFACT CII, de Factur-X-XML volgens EN 16931) of ubl (UBL 2.1 voor Peppol BIS Billing 3.0), beide application/xml.",
  "jpeg and webp: 1 (smallest) .. 100 (best); png is lossless and ignores it.":
    "jpeg en webp: 1 (kleinst) .. 100 (best); png is verliesvrij en negeert het.",
  "jpeg and webp: 1 (smallest) .. 100 (best).": "jpeg en webp: 1 (kleinst) .. 100 (best).",
  "pdf, png, jpeg or webp (images: one file per page), or an e-invoice's XML: cii or ubl (output zip).":
    "pdf, png, jpeg of webp (afbeeldingen: één bestand per pagina), of de XML van een e-factuur: cii of ubl (output zip).",
  "factur-x: a PDF/A-3b with the invoice's EN 16931 CII XML embedded as factur-x.xml (Factur-X 1.0 / ZUGFeRD 2.x, profile EN 16931), from the template's `einvoice` mapping. Data that breaks an EN 16931 business rule is a 422 whose `errors` are keyed by the rule id. Cannot be combined with `pdf.password`.":
    "factur-x: een PDF/A-3b met de CII-XML van de factuur volgens EN 16931 ingesloten als factur-x.xml (Factur-X 1.0 / ZUGFeRD 2.x, profiel EN 16931), volgens de `einvoice`-koppeling van het sjabloon. Data die een bedrijfsregel van EN 16931 overtreedt geeft 422, met `errors` per regelnummer. Niet te combineren met `pdf.password`.",
  "PDF/A-2b or PDF/A-3b (ISO 19005-2/-3, level B): XMP metadata, an sRGB output intent, fonts embedded, a document ID. Cannot be combined with `password`.":
    "PDF/A-2b of PDF/A-3b (ISO 19005-2/-3, niveau B): XMP-metadata, een sRGB-output intent, ingesloten lettertypen, een document-ID. Niet te combineren met `password`.",
  "true: the template's form fields (text fields, check boxes, signature fields) are printed with their values as the page's text, and the PDF has no form. Omitted or false: they are fillable AcroForm fields holding the values from `data`. A PDF/A is always flattened.":
    "true: de formuliervelden van de template (tekstvelden, selectievakjes, handtekeningvelden) worden met hun waarden als tekst van de pagina afgedrukt, en de PDF heeft geen formulier. Weggelaten of false: het zijn invulbare AcroForm-velden met de waarden uit `data`. Een PDF/A wordt altijd platgeslagen.",
  "The template's signature field (by its field name) the signature is shown in, with who signed and when; default the first one. Without a signature field the signature is invisible.":
    "Het handtekeningveld van de template (op veldnaam) waarin de handtekening zichtbaar wordt, met wie ondertekende en wanneer; standaard het eerste. Zonder handtekeningveld is de handtekening onzichtbaar.",
  "binary: the file as the body; base64: a JSON envelope.": "binary: het bestand als body; base64: een JSON-envelop.",
  "Pin a saved template version; default the latest.": "Een opgeslagen versie van het sjabloon vastzetten; standaard de nieuwste.",
  "What happens to the finished PDF (format pdf only).": "Wat er met de afgewerkte PDF gebeurt (alleen format pdf).",
  "Encrypts the PDF with AES-256 (generate/single only; a background job would have to store it). The passwords are used once and never stored or logged.":
    "Versleutelt de PDF met AES-256 (alleen generate/single; een achtergrondtaak zou het moeten bewaren). De wachtwoorden worden één keer gebruikt en nooit bewaard of gelogd.",
  "Needed to open the PDF. Omitted: anyone can open it, and the permissions still hold.":
    "Nodig om de PDF te openen. Weggelaten: iedereen kan hem openen, en de rechten gelden nog steeds.",
  "Lifts the permissions in viewers that honour them; must differ from `user`.":
    "Heft de rechten op in viewers die ze respecteren; moet verschillen van `user`.",
  "What a reader without the owner password may do; needs `password`.":
    "Wat een lezer zonder het eigenaarswachtwoord mag; vraagt `password`.",
  "Allow printing (default true).": "Afdrukken toestaan (standaard true).",
  "Allow copying text and images (default true).": "Tekst en afbeeldingen kopiëren toestaan (standaard true).",
  "Allow changes, notes and form filling (default true).": "Wijzigingen, notities en formulieren invullen toestaan (standaard true).",
  "Signs the PDF (PAdES B-B, ETSI.CAdES.detached) with one of the workspace's certificates (generate/single only).":
    "Ondertekent de PDF (PAdES B-B, ETSI.CAdES.detached) met een van de certificaten van de werkruimte (alleen generate/single).",
  "A signing certificate of the workspace (`GET /api/v1/signing-certificates`).":
    "Een ondertekeningscertificaat van de werkruimte (`GET /api/v1/signing-certificates`).",
  "Why it is signed (the signature's /Reason), e.g. `Invoice approved`.":
    "Waarom er ondertekend wordt (de /Reason van de handtekening), bijv. `Factuur goedgekeurd`.",
  "Where it is signed (the signature's /Location).": "Waar er ondertekend wordt (de /Location van de handtekening).",
  "Upload a signing certificate for `pdf.sign`": "Een ondertekeningscertificaat uploaden voor `pdf.sign`",
  "Stored, sealed with its passphrase.": "Opgeslagen, versleuteld samen met het wachtwoord.",
  "The passphrase does not open the file (`errors.passphrase`), or the file is no PKCS#12 with an RSA key (`errors.file`).":
    "Het wachtwoord opent het bestand niet (`errors.passphrase`), of het bestand is geen PKCS#12 met een RSA-sleutel (`errors.file`).",
  "List the workspace's signing certificates": "De ondertekeningscertificaten van de werkruimte",
  "Certificates, newest first, without their files.": "Certificaten, nieuwste eerst, zonder hun bestanden.",
  "Delete a signing certificate": "Een ondertekeningscertificaat verwijderen",
  "Deleted.": "Verwijderd.",
  "No such certificate in this workspace.": "Dit certificaat bestaat niet in deze werkruimte.",
  "Images: the 1-based generated page to return instead of every page.":
    "Afbeeldingen: de gegenereerde pagina (vanaf 1 geteld) die je krijgt in plaats van alle pagina's.",
  "Image pixels per CSS pixel, 1..4.": "Afbeeldingspixels per CSS-pixel, 1..4.",
  "Always watermarked and not counted against the plan.": "Altijd met watermerk en telt niet mee voor je abonnement.",
  "The generated file (output=binary) or a JSON envelope (output=base64).":
    "Het gegenereerde bestand (output=binary) of een JSON-envelop (output=base64).",
  "The body is not valid JSON.": "De body is geen geldige JSON.",
  "Missing, unknown or revoked API key.": "API-sleutel ontbreekt, is onbekend of ingetrokken.",
  "No such template (or version) for this key.": "Dit sjabloon (of deze versie) bestaat niet voor deze sleutel.",
  "A call with the same Idempotency-Key is still running.": "Een aanroep met dezelfde Idempotency-Key loopt nog.",
  "The body is larger than the limit.": "De body is groter dan de limiet.",
  "The body is not application/json.": "De body is geen application/json.",
  "The body or the data does not match the template's bindings (`errors` lists each field), JSON nests deeper than 64 levels or holds a NUL or lone surrogate, or the document is past its plan's cap (`limit`: `max_rows`, `max_elements`; pages: `The document could not be rendered: …`). An e-invoice (`einvoice`, format cii or ubl) whose data breaks an EN 16931 business rule: `errors` keyed by the rule id (`BR-11`, `BR-S-05`, …), each message naming the data path (`data.customer.country: …`), and `violations` = [{ rule, path }].":
    "De body of de data past niet bij de koppelingen van het sjabloon (`errors` noemt elk veld), de JSON is dieper genest dan 64 niveaus of bevat een NUL of losse surrogaat, of het document gaat over de grens van het abonnement (`limit`: `max_rows`, `max_elements`; pagina's: `The document could not be rendered: …`). Een e-factuur (`einvoice`, format cii of ubl) waarvan de data een bedrijfsregel van EN 16931 overtreedt: `errors` per regelnummer (`BR-11`, `BR-S-05`, …), elk bericht met het pad in de data (`data.customer.country: …`), en `violations` = [{ rule, path }].",
  "Too many calls from this account (all its API keys together), or too many of its documents waiting or rendering at once.":
    "Te veel aanroepen van dit account (al zijn API-sleutels samen), of te veel van zijn documenten tegelijk in de wachtrij of in bewerking.",
  "A dependency (queue, database) is down; try again.":
    "Een onderdeel waarvan de dienst afhangt (wachtrij, database) is onbereikbaar; probeer het opnieuw.",
  "No render worker answered within the deadline (`jobId` names the job), or the account's other large documents kept this one waiting.":
    "Geen render-worker antwoordde op tijd (`jobId` noemt de taak), of andere grote documenten van het account lieten dit document wachten.",
  "List the templates this key can render": "De sjablonen die deze sleutel kan renderen",
  "The key owner's templates.": "De sjablonen van de eigenaar van de sleutel.",
  "Generate a document in the background": "Een document op de achtergrond genereren",
  "Queued; poll `statusUrl` or wait for the webhook.": "In de wachtrij; vraag `statusUrl` op of wacht op de webhook.",
  "The body, the data or `callbackUrl` is not valid; `errors` lists each field.":
    "De body, de data of `callbackUrl` is ongeldig; `errors` noemt elk veld.",
  "Generate up to 1,000 documents into one merged PDF or a ZIP": "Tot 1.000 documenten genereren in één samengevoegde PDF of een ZIP",
  "merged: one PDF with every item's pages in item order (format pdf only); zip: one file per item.":
    "merged: één PDF met de pagina's van elk item op volgorde (alleen format pdf); zip: één bestand per item.",
  "Where the job's end is delivered, signed with the workspace's signing secret (Standard Webhooks).":
    "Waar het einde van de taak wordt afgeleverd, ondertekend met het ondertekeningsgeheim van de werkruimte (Standard Webhooks).",
  "Any JSON object (at most 4 kB), echoed back in the job and its webhook.":
    "Elk JSON-object (hoogstens 4 kB), teruggegeven in de taak en in de webhook.",
  "An item is not valid; `errors` names `items.{index}.{field}`.": "Een item is ongeldig; `errors` noemt `items.{index}.{field}`.",
  "An asynchronous job's status and progress": "Status en voortgang van een asynchrone taak",
  "The job.": "De taak.",
  "No such job for this key's workspace.": "Deze taak bestaat niet in de werkruimte van deze sleutel.",
  "The job's result expired and was deleted.": "Het resultaat van de taak is verlopen en verwijderd.",
  "The finished file, until `expiresAt`": "Het klaargemaakte bestand, tot `expiresAt`",
  "The PDF, image (PNG, JPEG, WebP), e-invoice XML (CII, UBL) or ZIP.":
    "De PDF, afbeelding (PNG, JPEG, WebP), e-factuur-XML (CII, UBL) of ZIP.",
  "The job has not finished, or it failed.": "De taak is nog niet klaar, of is mislukt.",
  "The result expired and was deleted.": "Het resultaat is verlopen en verwijderd.",
  "Create an editor session for the embeddable designer": "Een editorsessie maken voor de insluitbare designer",
  "Design a new blank A4 template instead of opening `templateId`. Nothing is created until the session's first save, which creates the template (its id is in the save's answer and the SDK's `save` event); a session closed without saving leaves nothing behind.":
    "Een nieuw leeg A4-sjabloon ontwerpen in plaats van `templateId` te openen. Er wordt niets gemaakt tot de eerste opslag van de sessie, die het sjabloon maakt (het id staat in het antwoord op die opslag en in het `save`-event van de SDK); een sessie die zonder opslaan sluit, laat niets achter.",
  "Your own user's id, recorded on every version the session saves.":
    "Het id van je eigen gebruiker, vastgelegd bij elke versie die de sessie opslaat.",
  "Origins whose pages may frame the designer (`Content-Security-Policy: frame-ancestors`) and talk to it.":
    "Origins waarvan de pagina's de designer mogen insluiten (`Content-Security-Policy: frame-ancestors`) en ermee mogen praten.",
  "Seconds until the session ends (at most 3600).": "Seconden tot de sessie afloopt (hoogstens 3600).",
  "Whether the example data and the bindings may be edited. false: the Data panel is hidden, and a save that changes `exampleData` or `bindings` is refused with 403 naming it.":
    "Of de voorbeelddata en de koppelingen bewerkt mogen worden. false: het Data-paneel is verborgen, en een opslag die `exampleData` of `bindings` wijzigt wordt geweigerd met 403 die dat noemt.",
  "Element types that may be added (e.g. `text`, `image`); default all. The Insert panel offers only these, and a save that adds another type is refused with 403.":
    "Elementtypen die toegevoegd mogen worden (bijv. `text`, `image`); standaard alle. Het Invoegen-paneel biedt alleen deze, en een opslag die een ander type toevoegt wordt geweigerd met 403.",
  "Shown in the designer's header; null: no logo (white label).": "Getoond in de kop van de designer; null: geen logo (white label).",
  "The session; `token` appears only here.": "De sessie; `token` staat alleen hier.",
  "No such template for this key.": "Geen sjabloon met dit id voor deze sleutel.",
  "The body is not valid (`errors` names each field).": "De body is niet geldig (`errors` noemt elk veld).",
  "The key's workspace's editor sessions, newest first (the last 100)":
    "De editorsessies van de werkruimte van de sleutel, nieuwste eerst (de laatste 100)",
  "Sessions without their tokens.": "Sessies zonder hun tokens.",
  "End a session now; its designer shows that the session ended and emits `sessionExpired`":
    "Een sessie nu beëindigen; de designer toont dat de sessie is afgelopen en stuurt `sessionExpired`",
  "Revoked.": "Ingetrokken.",
  "No such session for this key.": "Geen sessie met dit id voor deze sleutel.",
  "Another method than the one documented (`Allow` names it).": "Een andere methode dan de beschreven (`Allow` noemt die).",
  "One template this key can render, with its bindings": "Eén sjabloon dat deze sleutel kan renderen, met zijn koppelingen",
  "The template.": "Het sjabloon.",
  "This document": "Dit document",
  "The OpenAPI 3.1 document.": "Het OpenAPI 3.1-document.",
  "pdf, png, jpeg or webp. Images show one page (`page`, default 1).":
    "pdf, png, jpeg of webp. Afbeeldingen tonen één pagina (`page`, standaard 1).",
  "Values for the template's bindings, carried in the URL (base64url JSON). Omitted: the template's saved example data.":
    "Waarden voor de koppelingen van het sjabloon, meegestuurd in de URL (base64url-JSON). Weggelaten: de opgeslagen voorbeelddata van het sjabloon.",
  "The template version to render; default the latest now, written into the URL so it always shows the same image.":
    "De sjabloonversie die gerenderd wordt; standaard de nu nieuwste, vastgelegd in de URL zodat die altijd dezelfde afbeelding toont.",
  "After this moment the URL answers 410. Default: never.": "Na dit moment geeft de URL 410. Standaard: nooit.",
  "Images: the 1-based page to show.": "Afbeeldingen: de pagina (vanaf 1 geteld) die getoond wordt.",
  "Image pixels per CSS pixel, 1..4 (1: a 1200 × 630 page is a 1200 × 630 image).":
    "Afbeeldingspixels per CSS-pixel, 1..4 (1: een pagina van 1200 × 630 is een afbeelding van 1200 × 630).",
  "jpeg and webp: 1..100, default 85.": "jpeg en webp: 1..100, standaard 85.",
  "Unix seconds after which the URL answers 410.": "Unix-seconden waarna de URL 410 geeft.",
  "Create a signed URL that renders a template on GET, without an API key":
    "Een ondertekende URL maken die een sjabloon rendert bij een GET, zonder API-sleutel",
  "The signed URL.": "De ondertekende URL.",
  "The file of a signed URL": "Het bestand van een ondertekende URL",
  "The bindings' values: base64url of their JSON.": "De waarden van de koppelingen: base64url van hun JSON.",
  "The template version.": "De sjabloonversie.",
  "Images: the 1-based page (default 1).": "Afbeeldingen: de pagina vanaf 1 geteld (standaard 1).",
  "Image pixels per CSS pixel, 1..4 (default 1).": "Afbeeldingspixels per CSS-pixel, 1..4 (standaard 1).",
  "jpeg and webp: 1..100 (default 85).": "jpeg en webp: 1..100 (standaard 85).",
  "Hex HMAC-SHA256 of the path and query before it; the last parameter.":
    "Hex-HMAC-SHA256 van het pad en de query ervoor; de laatste parameter.",
  "The file.": "Het bestand.",
  "Not modified: the `If-None-Match` ETag is the file's.": "Niet gewijzigd: de ETag in `If-None-Match` is die van het bestand.",
  "The body is not valid; `errors` lists each field.": "De body is niet geldig; `errors` noemt elk veld.",
  "The URL's parameters are not valid.": "De parameters van de URL zijn niet geldig.",
  "The signature does not match the URL.": "De handtekening past niet bij de URL.",
  "No such template (or version).": "Dit sjabloon (of deze versie) bestaat niet.",
  "The URL expired.": "De URL is verlopen.",
  "The data in the URL does not match the template's bindings.": "De data in de URL past niet bij de koppelingen van het sjabloon.",
  "The webhook endpoints of the key's workspace, oldest first": "De webhook-endpoints van de werkruimte van de sleutel, oudste eerst",
  "The endpoints, without their secrets.": "De endpoints, zonder hun geheimen.",
  "Add a webhook endpoint to the key's workspace": "Een webhook-endpoint toevoegen aan de werkruimte van de sleutel",
  "Events to deliver; default all (document.succeeded, document.failed, batch.succeeded, batch.failed).":
    "Gebeurtenissen om af te leveren; standaard alle (document.succeeded, document.failed, batch.succeeded, batch.failed).",
  "Created; `secret` appears only here.": "Aangemaakt; `secret` staat alleen hier.",
  "The workspace already has 20 endpoints.": "De werkruimte heeft al 20 endpoints.",
  "`url` is not a valid URL or may not receive webhooks (a loopback, private or reserved address not named in OUTBOUND_ALLOW_HOSTS).":
    "`url` is geen geldige URL of mag geen webhooks ontvangen (een loopback-, privé- of gereserveerd adres dat niet in OUTBOUND_ALLOW_HOSTS staat).",
  "Delete a webhook endpoint and its delivery log": "Een webhook-endpoint en zijn afleverlog verwijderen",
  "No such endpoint for this key.": "Geen endpoint met dit id voor deze sleutel.",
  "The latest events sent to the key's workspace's webhooks (the last 7 days, at most 10)":
    "De laatste gebeurtenissen die naar de webhooks van de werkruimte van de sleutel zijn gestuurd (de laatste 7 dagen, hoogstens 10)",
  "The events.": "De gebeurtenissen.",
  "`type` is not an event type.": "`type` is geen type gebeurtenis.",
};

/** The Dutch of an OpenAPI text; the English when there is none (the test keeps that from happening for /api/v1). */
export function toDutch(text: string): string {
  return OPENAPI_DUTCH[text] ?? text;
}
