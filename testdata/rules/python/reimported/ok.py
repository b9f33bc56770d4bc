import os
import os.path
import sys

try:
    import json
except ImportError:
    import simplejson as json

print(os.getcwd(), os.path.sep, sys.argv, json)
