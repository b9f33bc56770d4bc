from flask.views import MethodView
from flask_login import login_required


class ProfileView(MethodView):
    @login_required
    def get(self):
        return render_template("profile.html")
