import type { ActionFunctionArgs } from "@remix-run/node";
import { handleFormPost } from "~/features/forms/handle-form-post.server";
import { handleApi, onlyMethod } from "~/features/api/api.server";

export const action = ({ request }: ActionFunctionArgs) => handleApi(request, () => handleFormPost(request, "newsletter"));

export const loader = onlyMethod("POST");
