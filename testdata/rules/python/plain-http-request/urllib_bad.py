import urllib.request
from urllib.request import Request, urlretrieve

urlretrieve("http://downloads.vendor.io/tool.tar.gz", "tool.tar.gz")  # want "python/plain-http-request"
req = Request("http://api.vendor.io/v1/items", headers={"Authorization": "Bearer x"})  # want "python/plain-http-request"
opener = urllib.request.build_opener()
opener.open("http://api.vendor.io/v1/items")  # want "python/plain-http-request"
