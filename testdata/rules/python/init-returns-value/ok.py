class Account:
    def __init__(self, row):
        if row is None:
            return
        self.id = row["id"]

    @classmethod
    def from_row(cls, row):
        return cls(row)


class Handler:
    def __init__(self, app):
        def callback(event):
            return event.ok

        self.key = lambda x: x.name
        app.on(callback)
        if app.debug:

            @app.hook
            def debug_hook():
                return True

        if not app:
            return
        self.items = [x for x in app.items]


def factory():
    class Local:
        def __init__(self):
            self.x = 1

    return Local


class Profile:
    def __init__(self, timer=None):
        if timer:
            try:
                pass
            except TypeError:
                if timer:

                    def get_time_timer(timer=timer, sum=sum):
                        return sum(timer())

                    self.get_time = get_time_timer


class Source(Base):
    def __init__(self, *args, **kwargs):
        return super(Source, self).__init__()
