import tempfile as tf


def scratch():
    return tf.mktemp(suffix=".csv")  # want "python/insecure-tempfile"
