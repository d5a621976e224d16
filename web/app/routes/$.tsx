import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ErrorView } from "~/components/error-view";

// docs/product.md §8: an unmatched route is a 404 whose message is 'Page not found: ' + the path.
export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  throw new Response(JSON.stringify({ message: `Page not found: ${pathname}` }), {
    status: 404,
    headers: { "Content-Type": "application/json" },
  });
}

export const meta: MetaFunction = () => [{ title: "Page Not Found" }];

export default function NotFound() {
  return <ErrorView status={404} />;
}
