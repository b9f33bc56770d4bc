from multiprocessing.connection import Listener

listener = Listener(("0.0.0.0", 6000))
conn = listener.accept()
message = conn.recv()  # want "python/multiprocessing-recv-unauthenticated"
