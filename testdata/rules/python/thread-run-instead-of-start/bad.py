import threading


def launch(work):
    t = threading.Thread(target=work)
    t.run()  # want "python/thread-run-instead-of-start"
    threading.Thread(target=work).run()  # want "python/thread-run-instead-of-start"
