"""The errors the client raises."""

from __future__ import annotations

from typing import Any, Dict, List, Optional


class PaperjetError(Exception):
    """An answer of 400 or more, with the RFC 9457 problem details the server sent."""

    def __init__(self, status: int, problem: Dict[str, Any], request_id: Optional[str] = None) -> None:
        super().__init__(f"{status} {problem.get('title', '')}: {problem.get('detail', '')}")
        self.status = status
        self.problem = problem
        #: The ``X-Request-Id`` of the call, as the app's call log shows it.
        self.request_id = request_id

    @property
    def type(self) -> str:
        return str(self.problem.get("type", "about:blank"))

    @property
    def detail(self) -> str:
        return str(self.problem.get("detail", ""))

    @property
    def errors(self) -> Optional[Dict[str, List[str]]]:
        """Field errors of a 422, keyed by field path (``customer.name``, ``items.3.data``)."""
        return self.problem.get("errors")


class PaperjetConnectionError(Exception):
    """The server could not be reached (or kept failing with 5xx) after every retry."""


class WebhookVerificationError(Exception):
    """A webhook whose signature, timestamp or headers do not check out; do not act on it."""
