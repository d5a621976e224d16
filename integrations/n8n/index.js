// n8n loads the nodes and credentials listed under "n8n" in package.json; this entry only names them.
module.exports = {};
