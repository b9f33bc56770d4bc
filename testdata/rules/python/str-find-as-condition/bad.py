def classify(line, url, self_name, resp):
    if line.find("#"):  # want "python/str-find-as-condition"
        return "code"
    elif not url.lower().find("https"):  # want "python/str-find-as-condition"
        return "insecure"
    if str(self_name).rfind(".") and line:  # want "python/str-find-as-condition"
        return "dotted"
    kept = [w for w in resp.text.split() if w.find("x")]
    return "ok" if resp.text.find("error") else "fail"  # want "python/str-find-as-condition"


class Parser:
    def feed(self, prefix):
        while self.buffer.find(prefix):  # want "python/str-find-as-condition"
            self.buffer = self.buffer[1:]
