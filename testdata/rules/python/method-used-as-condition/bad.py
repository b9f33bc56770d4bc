class Job:
    def is_done(self):
        return self.state == "done"

    def finish(self):
        if self.is_done:  # want "python/method-used-as-condition"
            return
        while not self.ready:  # want "python/method-used-as-condition"
            self.wait()

    def ready(self):
        return True
