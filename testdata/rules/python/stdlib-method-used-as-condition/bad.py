import os
import os.path as osp
from pathlib import Path


def parse(token, form, path, worker):
    if token.isdigit:  # want "python/stdlib-method-used-as-condition"
        return int(token)
    elif token.strip().startswith:  # want "python/stdlib-method-used-as-condition"
        return token
    if not Path(path).is_dir:  # want "python/stdlib-method-used-as-condition"
        raise ValueError(path)
    if os.path.exists and osp.isfile:  # want "python/stdlib-method-used-as-condition" "python/stdlib-method-used-as-condition"
        pass
    while worker.is_alive:  # want "python/stdlib-method-used-as-condition"
        worker.join(1)
    digits = [c for c in token if c.isdigit]  # want "python/stdlib-method-used-as-condition"
    label = "ok" if form.is_valid else "bad"  # want "python/stdlib-method-used-as-condition"
    return digits, label


class View:
    def post(self, request):
        form = self.form_class(request.POST)
        if form.is_valid:  # want "python/stdlib-method-used-as-condition"
            form.save()
        skip = not request.path.endswith  # want "python/stdlib-method-used-as-condition"
        return skip
