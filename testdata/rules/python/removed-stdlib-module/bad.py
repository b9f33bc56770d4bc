import imp  # want "python/removed-stdlib-module"
from distutils.core import setup  # want "python/removed-stdlib-module"
import cgi  # want "python/removed-stdlib-module"
import binhex  # want "python/removed-stdlib-module"
