class User:
    @property
    def email(self):
        return self._email

    @email.setter
    def email(self, value):
        self._email = value.lower()

    @email.deleter
    def email(self):
        del self._email
