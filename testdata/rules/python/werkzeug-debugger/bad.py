from werkzeug.debug import DebuggedApplication
from werkzeug.serving import run_simple

from app import app

application = DebuggedApplication(app, evalex=True)  # want "python/werkzeug-debugger"

if __name__ == "__main__":
    run_simple("0.0.0.0", 8000, app, use_reloader=True, use_debugger=True)  # want "python/werkzeug-debugger"
