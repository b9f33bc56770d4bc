import pkg_resources  # want "python/pkg-resources-import"
from pkg_resources import resource_filename  # want "python/pkg-resources-import"

VERSION = pkg_resources.get_distribution("mypkg").version
