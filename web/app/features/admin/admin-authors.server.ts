import type { Database } from "@paperjet/db";
import type { authorRequestSchema, authorSchema } from "@paperjet/contracts";
import { sql, type Kysely } from "kysely";
import type { z } from "zod";
import { apiError } from "~/utils/api-error-locale.server";
import { containsPattern } from "~/utils/contains-pattern";
import { isUuid } from "~/utils/uuid";
import type { Actor } from "./admin-route.server";
import { runAdminWrite } from "./admin-writes.server";

export type AdminAuthor = z.infer<typeof authorSchema>;
type AuthorInput = z.output<typeof authorRequestSchema>;

function selectAuthors(db: Kysely<Database>) {
  return db
    .selectFrom("authors")
    .selectAll("authors")
    .select(sql<string>`(select count(*) from posts p where p.author_id = authors.id)`.as("posts"));
}

function toAuthor(row: Awaited<ReturnType<ReturnType<typeof selectAuthors>["execute"]>>[number]): AdminAuthor {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    bio: row.bio,
    avatarUrl: row.avatar_url,
    posts: Number(row.posts),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function listAdminAuthors(db: Kysely<Database>, options: { page: number; perPage: number; query?: string }) {
  let query = selectAuthors(db);
  if (options.query) query = query.where("authors.name", "ilike", containsPattern(options.query));
  const [rows, count] = await Promise.all([
    query
      .orderBy("authors.name")
      .orderBy("authors.id")
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toAuthor), total: Number(count.n), page: options.page, perPage: options.perPage };
}

export async function findAdminAuthor(db: Kysely<Database>, id: string): Promise<AdminAuthor> {
  const row = isUuid(id) ? await selectAuthors(db).where("authors.id", "=", id).executeTakeFirst() : undefined;
  if (!row) throw apiError("not_found", "authorNotFound", "No such author.");
  return toAuthor(row);
}

const columns = (input: AuthorInput) => ({ name: input.name, role: input.role, bio: input.bio, avatar_url: input.avatarUrl });

export function createAuthor(db: Kysely<Database>, options: { actor: Actor; input: AuthorInput }): Promise<AdminAuthor> {
  return runAdminWrite(db, { actor: options.actor, action: "author.create", targetType: "author" }, async (trx) => {
    const { id } = await trx.insertInto("authors").values(columns(options.input)).returning("id").executeTakeFirstOrThrow();
    const after = await findAdminAuthor(trx, id);
    return { targetId: id, before: null, after, result: after };
  });
}

export function updateAuthor(db: Kysely<Database>, options: { actor: Actor; id: string; input: AuthorInput }): Promise<AdminAuthor> {
  return runAdminWrite(db, { actor: options.actor, action: "author.update", targetType: "author" }, async (trx) => {
    const before = await findAdminAuthor(trx, options.id);
    await trx
      .updateTable("authors")
      .set({ ...columns(options.input), updated_at: new Date() })
      .where("id", "=", options.id)
      .execute();
    const after = await findAdminAuthor(trx, options.id);
    return { targetId: options.id, before, after, result: after };
  });
}

/** Refused (409) while posts name the author: they would lose their byline without anyone deciding so. */
export function deleteAuthor(db: Kysely<Database>, options: { actor: Actor; id: string }): Promise<void> {
  return runAdminWrite(db, { actor: options.actor, action: "author.delete", targetType: "author" }, async (trx) => {
    const before = await findAdminAuthor(trx, options.id);
    if (before.posts > 0) {
      throw apiError(
        "conflict",
        "authorHasPosts",
        `${before.name} still has ${before.posts} post(s). Give them another author or delete them first.`,
        { params: { name: before.name, count: before.posts } },
      );
    }
    await trx.deleteFrom("authors").where("id", "=", options.id).execute();
    return { targetId: options.id, before, after: null, result: undefined };
  });
}
