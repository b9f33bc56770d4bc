import threading


def launch(work, runner):
    t = threading.Thread(target=work)
    t.start()
    t.join()
    runner.run()
