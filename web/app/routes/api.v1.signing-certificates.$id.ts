import type { ActionFunctionArgs } from "@remix-run/node";
import { onlyMethod } from "~/features/api/api.server";
import { handleSigningCertificateCall } from "~/features/signing/signing-certificate-calls.server";

const deleteOnly = onlyMethod("DELETE");

/** `DELETE /api/v1/signing-certificates/{id}`. */
export const action = (args: ActionFunctionArgs) =>
  args.request.method === "DELETE"
    ? handleSigningCertificateCall(args.request, { kind: "delete", id: args.params.id ?? "" })
    : deleteOnly(args);

export const loader = deleteOnly;
