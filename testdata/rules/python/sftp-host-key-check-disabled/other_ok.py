class Inventory:
    def reset(self):
        # no pysftp here: hostkeys is this program's own field
        self.hostkeys = None
