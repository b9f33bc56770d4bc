from typing import Dict, List


def connect(host: str = None, port: int = None):  # want "python/implicit-optional" "python/implicit-optional"
    return host, port


class Repo:
    def find(self, ids: List[int] = None, *, filters: Dict[str, str] = None):  # want "python/implicit-optional" "python/implicit-optional"
        return ids, filters
