import logging

logging.basicConfig(format="%(asctime)s %(levelname)-8s %(message)s")
handler = logging.StreamHandler()
handler.setFormatter(logging.Formatter("%(name)s: %(message)s (%(lineno)d)"))
brace = logging.Formatter("{asctime} {message}", style="{")
star = logging.Formatter("%(asctime)*s - %(message) 5s")
