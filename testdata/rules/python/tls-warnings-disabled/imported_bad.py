from requests.packages.urllib3 import disable_warnings
from requests.packages.urllib3.exceptions import InsecureRequestWarning


def fetch(session, url):
    disable_warnings(InsecureRequestWarning)  # want "python/tls-warnings-disabled"
    return session.get(url)
