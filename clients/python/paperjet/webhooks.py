"""Verifying Paperjet webhooks (Standard Webhooks)."""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import time
from typing import Any, Dict, Mapping, Optional, Union

from .errors import WebhookVerificationError


def _header(headers: Mapping[str, Any], name: str) -> str:
    value = headers.get(name)
    if value is None:
        value = next((v for k, v in headers.items() if k.lower() == name), None)
    if isinstance(value, (list, tuple)):
        value = value[0] if value else None
    if not value:
        raise WebhookVerificationError(f"The {name} header is missing.")
    return str(value)


def verify_webhook(
    secret: str,
    headers: Mapping[str, Any],
    raw_body: Union[bytes, str],
    tolerance_seconds: int = 300,
    now: Optional[float] = None,
) -> Dict[str, Any]:
    """Check a Paperjet webhook and return its payload.

    ``secret`` is the endpoint's (or the workspace's callbackUrl) ``whsec_…`` secret; ``raw_body`` is the
    body exactly as received. ``webhook-signature`` may hold several space-separated ``v1,<base64>``
    entries (while a secret is rotated); one matching HMAC-SHA256 of ``{webhook-id}.{webhook-timestamp}.{body}``
    suffices. A timestamp more than ``tolerance_seconds`` from now is refused, against replays.
    Raises :class:`WebhookVerificationError` otherwise.
    """
    message_id = _header(headers, "webhook-id")
    timestamp = _header(headers, "webhook-timestamp")
    signatures = _header(headers, "webhook-signature")
    current = time.time() if now is None else now
    if not timestamp.isdigit() or abs(current - int(timestamp)) > tolerance_seconds:
        raise WebhookVerificationError("The webhook-timestamp is missing, malformed or too far from now.")
    body = raw_body.encode("utf-8") if isinstance(raw_body, str) else raw_body
    try:
        key = base64.b64decode(secret[len("whsec_"):] if secret.startswith("whsec_") else secret, validate=True)
    except binascii.Error as error:
        raise WebhookVerificationError("The secret is not a whsec_ secret.") from error
    digest = hmac.new(key, f"{message_id}.{timestamp}.".encode("utf-8") + body, hashlib.sha256).digest()
    expected = base64.b64encode(digest).decode("ascii")
    for entry in signatures.split(" "):
        version, _, signature = entry.partition(",")
        if version == "v1" and hmac.compare_digest(signature, expected):
            break
    else:
        raise WebhookVerificationError("No signature in webhook-signature matches the body.")
    try:
        return json.loads(body)
    except ValueError as error:
        raise WebhookVerificationError("The body is not JSON.") from error
