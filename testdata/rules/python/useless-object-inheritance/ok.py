class Point:
    pass


class Point3(Point, object):
    pass
