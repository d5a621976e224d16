import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { createSuggestion } from "~/features/suggestions/create-suggestion.server";
import { handleApi, jsonOk, readJson, onlyMethod } from "~/features/api/api.server";
import { requireUser } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";
import { getRequestLocale } from "~/utils/request-locale.server";
import { validationMessages } from "~/utils/validation-messages";

const LABEL = { en: "Message", nl: "Bericht" } as const;

export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { user } = await requireUser(request);
    const locale = await getRequestLocale(request);
    const m = validationMessages(locale);
    const required = m.required(LABEL[locale]);
    const body = await readJson(
      request,
      z.object({ message: z.string({ required_error: required }).trim().min(1, required).max(2000, m.maxLength(2000)) }),
    );
    const suggestion = await createSuggestion({ db: await getDb(), userId: user.id, message: body.message, locale });
    return jsonOk({ suggestion }, { status: 201 });
  });

export const loader = onlyMethod("POST");
