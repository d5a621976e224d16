"""Paperjet: generate PDFs and PNGs from your templates through the Paperjet API."""

from .client import MAX_RETRY_DELAY, Paperjet, retry_delay
from .errors import PaperjetConnectionError, PaperjetError, WebhookVerificationError
from .webhooks import verify_webhook

__all__ = ["Paperjet", "PaperjetError", "PaperjetConnectionError", "WebhookVerificationError", "verify_webhook", "retry_delay", "MAX_RETRY_DELAY"]
__version__ = "0.1.0"
