import logging

handler = logging.StreamHandler()
handler.setFormatter(logging.Formatter("{asctime} {levelname} {message}", style="{"))
logging.basicConfig(format="%(asctime)s [%(name)s] %(message)s", level=logging.INFO)
dollar = logging.Formatter("$asctime $message", style="$")
plain = logging.Formatter(fmt="{asctime} {message}", style="{")
json_like = logging.Formatter('{"time": "%(asctime)s", "msg": "%(message)s"}')
