def settings(cfg, port):
    cfg["host"] = "localhost"
    cfg["port"] = 8080
    cfg.debug = False
    cfg.debug = port > 1024
    return cfg


def test_setter(widget):
    widget.value = 1
    widget.value = 2
    assert widget.changes == 2
