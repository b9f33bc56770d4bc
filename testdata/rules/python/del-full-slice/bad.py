class Queue:
    def __init__(self):
        self.items = []

    def reset(self, pending):
        del self.items[:]  # want "python/del-full-slice"
        del pending[:]  # want "python/del-full-slice"
