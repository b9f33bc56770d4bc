class Playlist:
    def __init__(self, songs):
        self.songs = songs

    def __iter__(self):
        return self  # want "python/iter-returns-self-without-next"
