def names(d, conf):
    return list(d), len(d), sorted(conf.keys("section")), list(d.items())
