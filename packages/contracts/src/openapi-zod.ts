import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

// `.openapi()` on zod schemas must exist before any schema module uses it; every
// contracts module that describes the public API imports `z` from here.
extendZodWithOpenApi(z);

export { z };
