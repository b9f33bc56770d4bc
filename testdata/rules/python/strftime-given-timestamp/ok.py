import time


def stamp():
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(time.time()))
