"""The Paperjet API client (standard library only: urllib)."""

from __future__ import annotations

import email.utils
import json
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from typing import Any, Callable, Dict, List, Mapping, Optional

from .errors import PaperjetConnectionError, PaperjetError

#: The longest wait between two attempts after a failed connection or a 5xx.
MAX_RETRY_DELAY = 30.0


def retry_delay(attempt: int, status: Optional[int], retry_after: Optional[str], base: float, now: Optional[float] = None) -> Optional[float]:
    """Seconds to wait before attempt ``attempt + 1``, or None when the answer is final.

    The product's rule: no answer or a 5xx → a growing delay (``base * 2**attempt``, at most 30 s);
    429 → what ``Retry-After`` says (seconds or an HTTP date). Other answers are not retried.
    """
    if status == 429:
        if retry_after:
            if retry_after.strip().isdigit():
                return float(retry_after)
            try:
                moment = email.utils.parsedate_to_datetime(retry_after).timestamp()
                return max(0.0, moment - (time.time() if now is None else now))
            except (TypeError, ValueError):
                pass
        return min(MAX_RETRY_DELAY, base * 2**attempt)
    if status is None or status >= 500:
        return min(MAX_RETRY_DELAY, base * 2**attempt)
    return None


class _Response:
    def __init__(self, status: int, headers: Mapping[str, str], body: bytes) -> None:
        self.status = status
        self.headers = headers
        self.body = body

    def json(self) -> Any:
        return json.loads(self.body)


class Paperjet:
    """The Paperjet API: templates, generation (now, in the background, in batches) and jobs.

    >>> paperjet = Paperjet(api_key=os.environ["PAPERJET_API_KEY"], base_url="https://paperjet.example.com")
    >>> pdf = paperjet.generate(template_id, data={"customer": {"name": "ACME"}})
    """

    def __init__(
        self,
        api_key: str,
        base_url: str,
        max_retries: int = 4,
        retry_base: float = 0.5,
        timeout: float = 120.0,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        if not api_key:
            raise ValueError("Paperjet: api_key is required")
        if not base_url:
            raise ValueError("Paperjet: base_url is required")
        self._api_key = api_key
        self._base_url = base_url.rstrip("/")
        self._max_retries = max_retries
        self._retry_base = retry_base
        self._timeout = timeout
        self._sleep = sleep
        self.templates = _Templates(self)
        self.jobs = _Jobs(self)
        self.batches = _Batches(self)

    def _call(self, method: str, path: str, body: Optional[Dict[str, Any]] = None, headers: Optional[Dict[str, str]] = None) -> _Response:
        url = self._base_url + path
        sent = {"Authorization": f"Bearer {self._api_key}", "Accept": "application/json, application/problem+json, */*", "User-Agent": "paperjet-python/0.1.0", **(headers or {})}
        data = None
        if body is not None:
            sent["Content-Type"] = "application/json"
            data = json.dumps(body).encode("utf-8")
        attempt = 0
        while True:
            status: Optional[int] = None
            retry_after: Optional[str] = None
            failure: Optional[BaseException] = None
            answer: Optional[_Response] = None
            try:
                with urllib.request.urlopen(urllib.request.Request(url, data=data, headers=sent, method=method), timeout=self._timeout) as response:
                    return _Response(response.status, dict(response.headers.items()), response.read())
            except urllib.error.HTTPError as error:
                status = error.code
                retry_after = error.headers.get("Retry-After")
                answer = _Response(error.code, dict(error.headers.items()), error.read())
            except (urllib.error.URLError, OSError) as error:
                failure = error
            delay = retry_delay(attempt, status, retry_after, self._retry_base) if attempt < self._max_retries else None
            if delay is None:
                if answer is None:
                    raise PaperjetConnectionError(f"Could not reach {url}: {failure}") from failure
                raise _to_error(answer)
            self._sleep(delay)
            attempt += 1

    def generate(
        self,
        template_id: str,
        data: Optional[Dict[str, Any]] = None,
        format: str = "pdf",
        version: Optional[int] = None,
        page: Optional[int] = None,
        scale: Optional[float] = None,
        test: bool = False,
        idempotency_key: Optional[str] = None,
    ) -> bytes:
        """Render a template now and return the file: a PDF, a PNG, or a ZIP of PNGs."""
        body = _without_none({"data": data, "format": format, "version": version, "page": page, "scale": scale, "test": test, "output": "binary"})
        response = self._call("POST", f"/api/v1/generate/single/{_quote(template_id)}", body, {"Idempotency-Key": idempotency_key or str(uuid.uuid4())})
        return response.body

    def generate_async(
        self,
        template_id: str,
        data: Optional[Dict[str, Any]] = None,
        format: str = "pdf",
        version: Optional[int] = None,
        callback_url: Optional[str] = None,
        metadata: Optional[Dict[str, Any]] = None,
        test: bool = False,
        idempotency_key: Optional[str] = None,
    ) -> Dict[str, Any]:
        """Queue a document; returns ``{"jobId", "status", "statusUrl"}``. Its end arrives at ``callback_url`` (see verify_webhook) or through ``jobs.get``."""
        body = _without_none({"data": data, "format": format, "version": version, "callbackUrl": callback_url, "metadata": metadata, "test": test})
        response = self._call("POST", f"/api/v1/generate/async/{_quote(template_id)}", body, {"Idempotency-Key": idempotency_key or str(uuid.uuid4())})
        return response.json()["data"]


class _Templates:
    def __init__(self, client: Paperjet) -> None:
        self._client = client

    def list(self) -> List[Dict[str, Any]]:
        """The templates this key can render, newest first, each with the bindings its data fills."""
        return self._client._call("GET", "/api/v1/templates").json()["data"]["templates"]

    def get(self, template_id: str) -> Dict[str, Any]:
        """One template this key can render."""
        return self._client._call("GET", f"/api/v1/templates/{_quote(template_id)}").json()["data"]["template"]


class _Jobs:
    def __init__(self, client: Paperjet) -> None:
        self._client = client

    def get(self, job_id: str) -> Dict[str, Any]:
        """A job's status and progress; ``fileUrl`` once it succeeded."""
        return self._client._call("GET", f"/api/v1/jobs/{_quote(job_id)}").json()["data"]

    def download(self, job_id: str) -> bytes:
        """A succeeded job's file (until its ``expiresAt``)."""
        return self._client._call("GET", f"/api/v1/jobs/{_quote(job_id)}/file").body

    def wait(self, job_id: str, interval: float = 1.0, timeout: float = 300.0) -> Dict[str, Any]:
        """Poll until the job succeeded or failed."""
        deadline = time.monotonic() + timeout
        while True:
            job = self.get(job_id)
            if job["status"] in ("succeeded", "failed"):
                return job
            if time.monotonic() > deadline:
                raise TimeoutError(f"Paperjet: job {job_id} is still {job['status']} after {timeout} s")
            time.sleep(interval)


class _Batches:
    def __init__(self, client: Paperjet) -> None:
        self._client = client

    def create(self, items: List[Dict[str, Any]], format: str = "pdf", output: str = "merged", callback_url: Optional[str] = None, metadata: Optional[Dict[str, Any]] = None, test: bool = False, idempotency_key: Optional[str] = None) -> Dict[str, Any]:
        """Queue up to 1,000 documents into one merged PDF or a ZIP; a job like generate_async's."""
        body = _without_none({"items": items, "format": format, "output": output, "callbackUrl": callback_url, "metadata": metadata, "test": test})
        return self._client._call("POST", "/api/v1/generate/batch", body, {"Idempotency-Key": idempotency_key or str(uuid.uuid4())}).json()["data"]


def _quote(value: str) -> str:
    return urllib.parse.quote(value, safe="")


def _without_none(values: Dict[str, Any]) -> Dict[str, Any]:
    return {key: value for key, value in values.items() if value is not None}


def _to_error(response: _Response) -> PaperjetError:
    request_id = next((v for k, v in response.headers.items() if k.lower() == "x-request-id"), None)
    try:
        problem = json.loads(response.body)
        if not isinstance(problem, dict) or "title" not in problem:
            raise ValueError("not a problem")
    except ValueError:
        problem = {"type": "about:blank", "title": "Error", "status": response.status, "detail": response.body[:500].decode("utf-8", "replace")}
    return PaperjetError(response.status, problem, request_id)
