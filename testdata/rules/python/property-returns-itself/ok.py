class User:
    def __init__(self, name):
        self._name = name

    @property
    def name(self):
        return self._name

    @name.setter
    def name(self, value):
        self._name = value.strip()

    @property
    def parent(self):
        return self.parent_node.parent

    def label(self):
        return self.label_text
