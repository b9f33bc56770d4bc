import logging

logging.basicConfig(format="%(asctime)s [%(levelname)] %(message)s")  # want "python/logging-format-missing-conversion"
handler = logging.StreamHandler()
handler.setFormatter(logging.Formatter("%(name)s: %(message)"))  # want "python/logging-format-missing-conversion"
