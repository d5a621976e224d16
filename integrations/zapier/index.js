// Zapier's CLI loads the app from package.json's `main`: the TypeScript build in dist/ (npm run build).
module.exports = require("./dist/src/index.js").default;
