class Job:
    def is_done(self):
        return self.state == "done"

    @property
    def ready(self):
        return True

    def finish(self):
        if self.is_done():
            return
        while not self.ready:
            self.wait()
        if self.state:
            return


class Scanner:
    def eos(self):
        return self.pos >= len(self.data)
    eos = property(eos)

    def scan(self):
        if self.eos:
            return None
