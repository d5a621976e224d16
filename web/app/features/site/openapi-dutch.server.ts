/**
 * The Dutch of every text the API reference page takes from the OpenAPI document (summaries,
 * parameter and field descriptions, responses), keyed by the English text of
 * packages/contracts. openapi-dutch.test.ts fails when a text of `/api/v1` has no Dutch here,
 * so a new or reworded endpoint cannot reach `/nl/integrations/api` in English.
 */
export const OPENAPI_DUTCH: Record<string, string> = {
  "Generate a PDF or PNG from a template": "Een PDF of PNG genereren uit een sjabloon",
  "The same key and body within 24 h return the same result and count once; the same key with another body is 422.":
    "Dezelfde sleutel met dezelfde body binnen 24 uur geeft hetzelfde resultaat en telt één keer; dezelfde sleutel met een andere body geeft 422.",
  "Values for the template's bindings. Omitted: the template's saved example data (its `exampleData`, else the bindings' examples).":
    "Waarden voor de koppelingen van het sjabloon. Weggelaten: de opgeslagen voorbeelddata van het sjabloon (de `exampleData`, anders de voorbeelden van de koppelingen).",
  "pdf, or png (one image per page; several pages → application/zip unless `page` picks one).": "pdf, of png (één afbeelding per pagina; meerdere pagina's → application/zip, tenzij `page` er één kiest).",
  "binary: the file as the body; base64: a JSON envelope.": "binary: het bestand als body; base64: een JSON-envelop.",
  "Pin a saved template version; default the latest.": "Een opgeslagen versie van het sjabloon vastzetten; standaard de nieuwste.",
  "PNG: the 1-based generated page to return instead of every page.": "PNG: de gegenereerde pagina (vanaf 1 geteld) die je krijgt in plaats van alle pagina's.",
  "PNG pixels per CSS pixel, 1..4.": "PNG-pixels per CSS-pixel, 1..4.",
  "Always watermarked and not counted against the plan.": "Altijd met watermerk en telt niet mee voor je abonnement.",
  "The generated file (output=binary) or a JSON envelope (output=base64).": "Het gegenereerde bestand (output=binary) of een JSON-envelop (output=base64).",
  "The body is not valid JSON.": "De body is geen geldige JSON.",
  "Missing, unknown or revoked API key.": "API-sleutel ontbreekt, is onbekend of ingetrokken.",
  "No such template (or version) for this key.": "Dit sjabloon (of deze versie) bestaat niet voor deze sleutel.",
  "A call with the same Idempotency-Key is still running.": "Een aanroep met dezelfde Idempotency-Key loopt nog.",
  "The body is larger than the limit.": "De body is groter dan de limiet.",
  "The body is not application/json.": "De body is geen application/json.",
  "The body or the data does not match the template's bindings (`errors` lists each field), JSON nests deeper than 64 levels or holds a NUL or lone surrogate, or the document is past its plan's cap (`limit`: `max_rows`, `max_elements`; pages: `The document could not be rendered: …`).":
    "De body of de data past niet bij de koppelingen van het sjabloon (`errors` noemt elk veld), de JSON is dieper genest dan 64 niveaus of bevat een NUL of losse surrogaat, of het document gaat over de grens van het abonnement (`limit`: `max_rows`, `max_elements`; pagina's: `The document could not be rendered: …`).",
  "Too many calls from this account (all its API keys together), or too many of its documents waiting or rendering at once.":
    "Te veel aanroepen van dit account (al zijn API-sleutels samen), of te veel van zijn documenten tegelijk in de wachtrij of in bewerking.",
  "A dependency (queue, database) is down; try again.": "Een onderdeel waarvan de dienst afhangt (wachtrij, database) is onbereikbaar; probeer het opnieuw.",
  "No render worker answered within the deadline (`jobId` names the job), or the account's other large documents kept this one waiting.":
    "Geen render-worker antwoordde op tijd (`jobId` noemt de taak), of andere grote documenten van het account lieten dit document wachten.",
  "List the templates this key can render": "De sjablonen die deze sleutel kan renderen",
  "The key owner's templates.": "De sjablonen van de eigenaar van de sleutel.",
  "Generate a document in the background": "Een document op de achtergrond genereren",
  "Queued; poll `statusUrl` or wait for the webhook.": "In de wachtrij; vraag `statusUrl` op of wacht op de webhook.",
  "The body, the data or `callbackUrl` is not valid; `errors` lists each field.": "De body, de data of `callbackUrl` is ongeldig; `errors` noemt elk veld.",
  "Generate up to 1,000 documents into one merged PDF or a ZIP": "Tot 1.000 documenten genereren in één samengevoegde PDF of een ZIP",
  "merged: one PDF with every item's pages in item order (format pdf only); zip: one file per item.": "merged: één PDF met de pagina's van elk item op volgorde (alleen format pdf); zip: één bestand per item.",
  "Where the job's end is delivered, signed with the workspace's signing secret (Standard Webhooks).": "Waar het einde van de taak wordt afgeleverd, ondertekend met het ondertekeningsgeheim van de werkruimte (Standard Webhooks).",
  "Any JSON object (at most 4 kB), echoed back in the job and its webhook.": "Elk JSON-object (hoogstens 4 kB), teruggegeven in de taak en in de webhook.",
  "An item is not valid; `errors` names `items.{index}.{field}`.": "Een item is ongeldig; `errors` noemt `items.{index}.{field}`.",
  "An asynchronous job's status and progress": "Status en voortgang van een asynchrone taak",
  "The job.": "De taak.",
  "No such job for this key's workspace.": "Deze taak bestaat niet in de werkruimte van deze sleutel.",
  "The job's result expired and was deleted.": "Het resultaat van de taak is verlopen en verwijderd.",
  "The finished file, until `expiresAt`": "Het klaargemaakte bestand, tot `expiresAt`",
  "The PDF, PNG or ZIP.": "De PDF, PNG of ZIP.",
  "The job has not finished, or it failed.": "De taak is nog niet klaar, of is mislukt.",
  "The result expired and was deleted.": "Het resultaat is verlopen en verwijderd.",
  "Create an editor session for the embeddable designer": "Een editorsessie maken voor de insluitbare designer",
  "Create a blank A4 template for this session instead of opening `templateId`.": "Voor deze sessie een leeg A4-sjabloon maken in plaats van `templateId` te openen.",
  "Your own user's id, recorded on every version the session saves.": "Het id van je eigen gebruiker, vastgelegd bij elke versie die de sessie opslaat.",
  "Origins whose pages may frame the designer (`Content-Security-Policy: frame-ancestors`) and talk to it.":
    "Origins waarvan de pagina's de designer mogen insluiten (`Content-Security-Policy: frame-ancestors`) en ermee mogen praten.",
  "Seconds until the session ends (at most 3600).": "Seconden tot de sessie afloopt (hoogstens 3600).",
  "The session; `token` appears only here.": "De sessie; `token` staat alleen hier.",
  "No such template for this key.": "Geen sjabloon met dit id voor deze sleutel.",
  "The body is not valid (`errors` names each field).": "De body is niet geldig (`errors` noemt elk veld).",
  "The key's workspace's editor sessions, newest first (the last 100)": "De editorsessies van de werkruimte van de sleutel, nieuwste eerst (de laatste 100)",
  "Sessions without their tokens.": "Sessies zonder hun tokens.",
  "End a session now; its designer shows that the session ended and emits `sessionExpired`": "Een sessie nu beëindigen; de designer toont dat de sessie is afgelopen en stuurt `sessionExpired`",
  "Revoked.": "Ingetrokken.",
  "No such session for this key.": "Geen sessie met dit id voor deze sleutel.",
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
  "Deleted.": "Verwijderd.",
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
