from werkzeug.utils import cached_property


class Frames:
    __slots__ = ("_te", "_cache_all_frames")

    @cached_property
    def all_frames(self):
        return []
