import os
from multiprocessing.connection import Listener

listener = Listener(("0.0.0.0", 6000), authkey=os.environ["IPC_KEY"].encode())
conn = listener.accept()
message = conn.recv()
