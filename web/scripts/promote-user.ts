// `pnpm user:promote <email>`: makes an existing account an administrator
// (the same database as `npm start`: PGlite in .data/, or DATABASE_URL).
import { connectDatabase } from "@paperjet/db";
import { databaseConfig } from "@paperjet/db/config";
import { promoteUser } from "../app/features/auth/promote-user.server.ts";

const email = process.argv[2];
if (!email || !email.includes("@")) {
  console.error("Usage: pnpm user:promote <email>");
  process.exit(2);
}
const handle = await connectDatabase(databaseConfig());
try {
  if (await promoteUser({ db: handle.db, email })) {
    console.log(`${email} is now an administrator.`);
  } else {
    console.error(`No account with the e-mail ${email}. Sign up first, then run this again.`);
    process.exitCode = 1;
  }
} finally {
  await handle.close();
}
