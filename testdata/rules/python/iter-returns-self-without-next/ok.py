class Playlist:
    def __init__(self, songs):
        self.songs = songs
        self.pos = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self.pos >= len(self.songs):
            raise StopIteration
        self.pos += 1
        return self.songs[self.pos - 1]


class Album:
    def __iter__(self):
        return iter(self.tracks)


class Stream(io.RawIOBase):
    def __iter__(self):
        return self
