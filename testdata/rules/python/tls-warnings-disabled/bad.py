import warnings

import requests
import urllib3
from urllib3.exceptions import InsecureRequestWarning

urllib3.disable_warnings()  # want "python/tls-warnings-disabled"
urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)  # want "python/tls-warnings-disabled"
requests.packages.urllib3.disable_warnings(InsecureRequestWarning)  # want "python/tls-warnings-disabled"
warnings.filterwarnings("ignore", category=InsecureRequestWarning)  # want "python/tls-warnings-disabled"
warnings.simplefilter("ignore", InsecureRequestWarning)  # want "python/tls-warnings-disabled"
