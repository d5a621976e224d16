// The app definition as Zapier receives it (functions serialised by zapier-platform-core's own
// `definition` command), checked against zapier-platform-schema like `zapier validate` does.
const core = require("zapier-platform-core");
const schema = require("zapier-platform-schema");

core
  .createAppHandler(require("../index.js"))({ command: "definition" })
  .then(({ results }) => {
    const { errors } = schema.validateAppDefinition(results);
    if (errors.length) {
      for (const error of errors) console.error(`${error.property}: ${error.message}`);
      process.exit(1);
    }
    console.log("The app definition is valid.");
  });
