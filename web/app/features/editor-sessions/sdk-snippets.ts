/** The integration shown on /solutions/sdk-integration and /integrations/api (the SDK's README has the whole example). */
export const SDK_SERVER_SNIPPET = `// server.js — your backend (Node.js + Express)
app.post("/designer-session", requireUser, async (req, res) => {
  const answer = await fetch("https://paperjet.example/api/v1/editor-sessions", {
    method: "POST",
    headers: { Authorization: \`Bearer \${process.env.PAPERJET_API_KEY}\`, "Content-Type": "application/json" },
    body: JSON.stringify({
      templateId: req.body.templateId,        // or newTemplate: { name: "Invoice" }
      externalUserId: String(req.user.id),    // recorded on every version this user saves
      allowedOrigins: ["https://app.yourcompany.com"],
      permissions: { save: true, preview: true },
      theme: { primaryColor: "#0f766e", logoUrl: null },
    }),
  });
  const { data } = await answer.json();     // { id, url, token, expiresAt }
  res.json({ sessionUrl: data.url });
});`;

export const SDK_BROWSER_SNIPPET = `<div id="designer" style="height: 800px"></div>
<script src="https://paperjet.example/sdk/designer.js"></script>
<script>
  const newSession = () => fetch("/designer-session", { method: "POST" }).then((r) => r.json()).then((s) => s.sessionUrl);
  newSession().then((sessionUrl) => {
    const designer = PaperjetDesigner.mount(document.getElementById("designer"), {
      sessionUrl,
      onChange: ({ dirty }) => (saveButton.disabled = !dirty),
      onSave: ({ templateId, version }) => console.log("saved", templateId, version),
      onSessionExpired: () => newSession(),  // continues with the unsaved work
    });
    saveButton.onclick = () => designer.save();   // → { templateId, version }
  });
</script>`;
