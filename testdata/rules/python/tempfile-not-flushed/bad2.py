import json
import subprocess
from tempfile import NamedTemporaryFile


class Runner:
    def run(self, config, rows):
        cfg = NamedTemporaryFile(mode="w", suffix=".json")
        json.dump(config, cfg)
        subprocess.run(["tool", "--config", cfg.name], check=True)  # want "python/tempfile-not-flushed"
        with NamedTemporaryFile("w") as out:
            for row in rows:
                out.write(row)
            return open(out.name).read()  # want "python/tempfile-not-flushed"
