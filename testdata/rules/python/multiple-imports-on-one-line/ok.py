import os
import sys
from collections import OrderedDict, defaultdict
from typing import (
    Any,
    Dict,
)

print(os, sys, OrderedDict, defaultdict, Any, Dict)
