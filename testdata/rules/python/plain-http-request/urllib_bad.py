import urllib.request
from urllib.request import Request, urlretrieve

urlretrieve("http://downloads.vendor.io/tool.tar.gz", "tool.tar.gz")  # want "python/plain-http-request"
req = Request("http://api.vendor.io/v1/items", headers={"Authorization": "Bearer x"})  # want "python/plain-http-request"
opener = urllib.request.build_opener()
opener.open("http://api.vendor.io/v1/items")  # want "python/plain-http-request"
urllib.request.URLopener().retrieve("http://downloads.vendor.io/tool.tar.gz")  # want "python/plain-http-request"
urllib.request.urlopen("ftp://mirror.vendor.io/pub/tool.tar.gz")  # want "python/plain-http-request"
