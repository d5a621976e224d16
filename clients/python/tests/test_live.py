"""The client against a running Paperjet: web/tests/e2e/api-clients.test.ts starts one, makes an account
through the API and runs these with PAPERJET_BASE_URL, PAPERJET_API_KEY and PAPERJET_SIGNING_SECRET (the
workspace's secret for callbackUrl deliveries). Without them there is no server to test against."""

import json
import os
import queue
import subprocess
import tempfile
import threading
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from paperjet import Paperjet, PaperjetError, WebhookVerificationError, verify_webhook

ENV = ("PAPERJET_BASE_URL", "PAPERJET_API_KEY", "PAPERJET_SIGNING_SECRET")
pytestmark = pytest.mark.skipif(not all(os.environ.get(name) for name in ENV), reason=f"needs a running server: {', '.join(ENV)}")
MARKER = f"Python {uuid.uuid4().hex[:8]}"


def pdf_text(pdf: bytes) -> str:
    with tempfile.NamedTemporaryFile(suffix=".pdf") as file:
        file.write(pdf)
        file.flush()
        return subprocess.run(["pdftotext", file.name, "-"], check=True, capture_output=True, text=True).stdout


def data_for(template: dict) -> dict:
    """The template's binding examples as nested data, its first text binding set to MARKER."""
    data: dict = {}
    first_text = next(b["key"] for b in template["bindings"] if b["type"] == "text" and "[]" not in b["key"])
    for binding in template["bindings"]:
        if "[]" in binding["key"]:
            continue
        *parents, leaf = binding["key"].split(".")
        target = data
        for parent in parents:
            target = target.setdefault(parent, {})
        target[leaf] = MARKER if binding["key"] == first_text else binding.get("example", "")
    return data


@pytest.fixture(scope="module")
def paperjet() -> Paperjet:
    return Paperjet(api_key=os.environ["PAPERJET_API_KEY"], base_url=os.environ["PAPERJET_BASE_URL"])


@pytest.fixture(scope="module")
def template(paperjet: Paperjet) -> dict:
    templates = paperjet.templates.list()
    assert templates, "the account has no template"
    return paperjet.templates.get(templates[0]["id"])


def test_lists_and_gets_templates(paperjet: Paperjet, template: dict):
    assert template["id"] in [t["id"] for t in paperjet.templates.list()]
    assert template["bindings"]


def test_generates_a_pdf_with_the_data(paperjet: Paperjet, template: dict):
    pdf = paperjet.generate(template["id"], data=data_for(template), format="pdf")
    assert pdf.startswith(b"%PDF-")
    assert MARKER in pdf_text(pdf)


def test_refuses_an_unknown_template_with_its_problem(paperjet: Paperjet):
    with pytest.raises(PaperjetError) as raised:
        paperjet.generate(str(uuid.uuid4()))
    assert raised.value.status == 404 and raised.value.problem["status"] == 404


def test_runs_an_async_job_whose_signed_callback_verifies(paperjet: Paperjet, template: dict):
    deliveries: "queue.Queue[tuple[dict, bytes]]" = queue.Queue()

    class Receiver(BaseHTTPRequestHandler):
        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            deliveries.put(({k.lower(): v for k, v in self.headers.items()}, body))
            self.send_response(200)
            self.end_headers()

        def log_message(self, *args):
            pass

    receiver = ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
    threading.Thread(target=receiver.serve_forever, daemon=True).start()
    try:
        job = paperjet.generate_async(template["id"], data=data_for(template), callback_url=f"http://127.0.0.1:{receiver.server_address[1]}/hook", metadata={"from": "pytest"})
        assert job["status"] == "queued"
        headers, body = deliveries.get(timeout=120)
    finally:
        receiver.shutdown()
    secret = os.environ["PAPERJET_SIGNING_SECRET"]
    payload = verify_webhook(secret, headers, body)
    assert payload["type"] == "document.succeeded"
    assert payload["data"]["jobId"] == job["jobId"] and payload["data"]["metadata"] == {"from": "pytest"}
    with pytest.raises(WebhookVerificationError):
        verify_webhook(secret, headers, body.replace(job["jobId"].encode(), b"job_tampered"))
    assert paperjet.jobs.get(job["jobId"])["status"] == "succeeded"
    assert MARKER in pdf_text(paperjet.jobs.download(job["jobId"]))
