import type { ActionFunctionArgs } from "@remix-run/node";
import { handleFormPost } from "~/features/forms/handle-form-post.server";
import { handleApi, onlyMethod } from "~/features/api/api.server";

export const action = ({ request }: ActionFunctionArgs) => handleApi(request, () => handleFormPost(request, "book_a_demo"));

export const loader = onlyMethod("POST");
