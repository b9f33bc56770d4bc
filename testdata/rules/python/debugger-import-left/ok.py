import json
import logging

log = logging.getLogger(__name__)


def fetch_orders(session, url):
    response = session.get(url, timeout=10)
    response.raise_for_status()
    return json.loads(response.text)
