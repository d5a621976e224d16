import { certificate } from "./certificate.ts";
import { eventTicket } from "./event-ticket.ts";
import { invoice } from "./invoice.ts";
import { quote } from "./quote.ts";
import { report } from "./report.ts";
import { shippingLabel } from "./shipping-label.ts";

/** The ready-made designs of the template library, with fixed ids so they can be linked to and removed again. */
export const LIBRARY_TEMPLATES = [
  { id: "5c0f7c2e-6a8e-4d1b-9a53-1b0e8f1a0001", document: invoice },
  { id: "5c0f7c2e-6a8e-4d1b-9a53-1b0e8f1a0002", document: quote },
  { id: "5c0f7c2e-6a8e-4d1b-9a53-1b0e8f1a0003", document: certificate },
  { id: "5c0f7c2e-6a8e-4d1b-9a53-1b0e8f1a0004", document: shippingLabel },
  { id: "5c0f7c2e-6a8e-4d1b-9a53-1b0e8f1a0005", document: eventTicket },
  { id: "5c0f7c2e-6a8e-4d1b-9a53-1b0e8f1a0006", document: report },
] as const;
