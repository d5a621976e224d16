import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from paperjet import MAX_RETRY_DELAY, Paperjet, PaperjetConnectionError, PaperjetError, retry_delay


def serve(answers):
    """A real HTTP server answering from a script: (status, headers, body) per request, the last one repeated."""
    seen = []

    class Handler(BaseHTTPRequestHandler):
        def _answer(self):
            length = int(self.headers.get("Content-Length") or 0)
            seen.append({"method": self.command, "path": self.path, "headers": dict(self.headers), "body": self.rfile.read(length)})
            status, headers, body = answers[min(len(seen), len(answers)) - 1]
            self.send_response(status)
            for name, value in headers.items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        do_GET = do_POST = _answer

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}", seen


def problem(status, **extra):
    return (status, {"Content-Type": "application/problem+json", "X-Request-Id": "req_1"}, json.dumps({"type": "https://paperjet.dev/problems/x", "title": "Title", "status": status, "detail": "Detail", **extra}).encode())


PDF = (200, {"Content-Type": "application/pdf"}, b"%PDF-1.7 fake")


def test_retries_5xx_with_growing_delays_and_one_idempotency_key():
    server, url, seen = serve([problem(503), problem(502), PDF])
    waits = []
    try:
        pdf = Paperjet(api_key="pj_live_x", base_url=url, sleep=waits.append).generate("t1", data={"name": "ACME"})
    finally:
        server.shutdown()
    assert pdf == b"%PDF-1.7 fake"
    assert waits == [0.5, 1.0]
    assert len({s["headers"]["Idempotency-Key"] for s in seen}) == 1
    assert seen[0]["headers"]["Authorization"] == "Bearer pj_live_x"
    assert json.loads(seen[0]["body"]) == {"data": {"name": "ACME"}, "format": "pdf", "test": False, "output": "binary"}


def test_waits_what_retry_after_says_after_a_429():
    server, url, _ = serve([(429, {"Retry-After": "7"}, b""), (200, {"Content-Type": "application/json"}, b'{"data": {"templates": []}}')])
    waits = []
    try:
        assert Paperjet(api_key="k", base_url=url, sleep=waits.append).templates.list() == []
    finally:
        server.shutdown()
    assert waits == [7.0]


def test_raises_a_4xx_with_its_problem_details_without_retrying():
    server, url, seen = serve([problem(422, errors={"customer.name": ["Customer name is a required field."]})])
    try:
        with pytest.raises(PaperjetError) as raised:
            Paperjet(api_key="k", base_url=url, sleep=lambda s: None).generate("t1")
    finally:
        server.shutdown()
    assert raised.value.status == 422 and raised.value.request_id == "req_1"
    assert raised.value.errors == {"customer.name": ["Customer name is a required field."]}
    assert len(seen) == 1


def test_gives_up_after_max_retries_or_with_a_connection_error():
    server, url, seen = serve([problem(500)])
    try:
        with pytest.raises(PaperjetError):
            Paperjet(api_key="k", base_url=url, max_retries=2, sleep=lambda s: None).jobs.get("job_1")
    finally:
        server.shutdown()
        server.server_close()
    assert len(seen) == 3
    with pytest.raises(PaperjetConnectionError):
        Paperjet(api_key="k", base_url=url, max_retries=1, sleep=lambda s: None).jobs.get("job_1")


def test_the_delay_doubles_up_to_30_seconds():
    assert [retry_delay(n, None, None, 0.5) for n in range(4)] == [0.5, 1.0, 2.0, 4.0]
    assert retry_delay(10, 503, None, 0.5) == MAX_RETRY_DELAY
    assert retry_delay(0, 404, None, 0.5) is None
    assert retry_delay(0, 429, "Thu, 01 Jan 1970 00:00:20 GMT", 0.5, now=10) == 10
