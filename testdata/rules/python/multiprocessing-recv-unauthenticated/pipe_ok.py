import socket
from multiprocessing import Pipe

parent, child = Pipe()
item = parent.recv()
sock = socket.socket()
data = sock.recv(4096)
