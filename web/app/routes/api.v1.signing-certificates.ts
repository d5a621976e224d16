import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleSigningCertificateCall } from "~/features/signing/signing-certificate-calls.server";

/** `GET /api/v1/signing-certificates`: the key's workspace's certificates. */
export const loader = ({ request }: LoaderFunctionArgs) => handleSigningCertificateCall(request, { kind: "list" });

/** `POST /api/v1/signing-certificates`: a PKCS#12 and its passphrase (multipart), stored sealed. */
export const action = ({ request }: ActionFunctionArgs) => handleSigningCertificateCall(request, { kind: "upload" });
