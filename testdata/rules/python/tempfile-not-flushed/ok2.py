import json
import subprocess
from tempfile import NamedTemporaryFile


class Runner:
    def run(self, config, rows):
        cfg = NamedTemporaryFile(mode="w", suffix=".json", delete=False)
        json.dump(config, cfg)
        cfg.close()
        subprocess.run(["tool", "--config", cfg.name], check=True)
        with NamedTemporaryFile("w") as out:
            for row in rows:
                out.write(row)
            out.flush()
            return subprocess.run(["wc", out.name], check=True)
