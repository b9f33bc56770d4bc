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


class Request:
    def __init__(self, environ):
        self.environ = environ

    def _load_form_data(self):
        # fills the instance dict, which a cached_property (a non-data
        # descriptor) reads before it runs the getter again
        self.__dict__["form"], self.__dict__["files"] = parse(self.environ)

    @cached_property
    def form(self):
        """The parsed form fields."""
        self._load_form_data()
        return self.form

    @functools.cached_property
    def files(self):
        self._load_form_data()
        return self.files
