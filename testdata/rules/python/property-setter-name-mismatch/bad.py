class User:
    @property
    def email(self):
        return self._email

    @email.setter
    def set_email(self, value):  # want "python/property-setter-name-mismatch"
        self._email = value.lower()
