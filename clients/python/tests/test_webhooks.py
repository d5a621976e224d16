import base64
import hashlib
import hmac
import json
import os
import time

import pytest

from paperjet import WebhookVerificationError, verify_webhook

# Signed as Standard Webhooks defines it, and as web/app/features/webhooks/sign-webhook.server.ts does.
SECRET = "whsec_" + base64.b64encode(os.urandom(24)).decode()
BODY = json.dumps({"type": "document.succeeded", "timestamp": "2026-11-26T12:00:00.000Z", "data": {"jobId": "job_1", "status": "succeeded"}})
NOW = int(time.time())


def sign(secret: str, message_id: str, timestamp: int, body: str) -> str:
    key = base64.b64decode(secret[len("whsec_"):])
    return "v1," + base64.b64encode(hmac.new(key, f"{message_id}.{timestamp}.{body}".encode(), hashlib.sha256).digest()).decode()


def headers(**overrides: str) -> dict:
    return {"webhook-id": "msg_1", "webhook-timestamp": str(NOW), "webhook-signature": sign(SECRET, "msg_1", NOW, BODY), **overrides}


def test_accepts_a_delivery_and_returns_its_payload():
    assert verify_webhook(SECRET, headers(), BODY)["data"]["jobId"] == "job_1"
    assert verify_webhook(SECRET, headers(), BODY.encode())["type"] == "document.succeeded"
    assert verify_webhook(SECRET, {k.title(): v for k, v in headers().items()}, BODY)["type"] == "document.succeeded"


def test_accepts_when_any_of_several_signatures_matches():
    other = "whsec_" + base64.b64encode(os.urandom(24)).decode()
    both = sign(other, "msg_1", NOW, BODY) + " " + sign(SECRET, "msg_1", NOW, BODY)
    assert verify_webhook(SECRET, headers(**{"webhook-signature": both}), BODY)


@pytest.mark.parametrize(
    "secret, hdrs, body, reason",
    [
        (SECRET, headers(), BODY.replace("job_1", "job_2"), "signature"),
        (SECRET, headers(**{"webhook-id": "msg_2"}), BODY, "signature"),
        (SECRET, headers(**{"webhook-timestamp": str(NOW + 1)}), BODY, "signature"),
        ("whsec_" + base64.b64encode(os.urandom(24)).decode(), headers(), BODY, "signature"),
        (SECRET, headers(**{"webhook-timestamp": str(NOW - 301), "webhook-signature": sign(SECRET, "msg_1", NOW - 301, BODY)}), BODY, "timestamp"),
        (SECRET, {"webhook-id": "msg_1", "webhook-timestamp": str(NOW)}, BODY, "webhook-signature"),
        (SECRET, headers(**{"webhook-signature": sign(SECRET, "msg_1", NOW, BODY).replace("v1,", "v2,")}), BODY, "signature"),
    ],
)
def test_rejects_tampering_other_secrets_stale_and_missing_headers(secret, hdrs, body, reason):
    with pytest.raises(WebhookVerificationError, match=reason):
        verify_webhook(secret, hdrs, body)
