import logging

handler = logging.StreamHandler()
handler.setFormatter(logging.Formatter("{asctime} {levelname} {message}"))  # want "python/logging-format-style-mismatch"
logging.basicConfig(format="{asctime} [{name}] {message}", level=logging.INFO)  # want "python/logging-format-style-mismatch"
plain = logging.Formatter(fmt="%(asctime)s %(message)s", style="{")  # want "python/logging-format-style-mismatch"
