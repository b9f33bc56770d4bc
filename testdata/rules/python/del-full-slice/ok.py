class Queue:
    def __init__(self):
        self.items = []

    def reset(self, pending):
        self.items.clear()
        del pending[1:]
        del pending[::2]
