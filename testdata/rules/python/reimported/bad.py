import os
import sys
import os  # want "python/reimported"

print(os.getcwd(), sys.argv)
