import pdb


class RemoteDebugger(pdb.Pdb):
    def __init__(self, sock):
        handle = sock.makefile("rw")
        super().__init__(stdin=handle, stdout=handle)
