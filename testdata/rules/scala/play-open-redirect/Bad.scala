class Auth @Inject()(cc: ControllerComponents) extends AbstractController(cc) {
  def login = Action { request =>
    Redirect(request.getQueryString("next").getOrElse("/")) // want "scala/play-open-redirect"
  }
}

class Login @Inject()(cc: ControllerComponents) extends AbstractController(cc) {
  def done(next: String) = Action {
    Redirect(next) // want "scala/play-open-redirect"
  }
}

// The check runs, but the redirect is in the branch it rejects.
class Back @Inject()(cc: ControllerComponents) extends AbstractController(cc) {
  def back(to: String) = Action {
    if (to.startsWith("/")) Ok("local") else Redirect(to) // want "scala/play-open-redirect"
  }
}

// "//evil.example" starts with "/" too.
class Slash @Inject()(cc: ControllerComponents) extends AbstractController(cc) {
  def back(to: String) = Action {
    if (to.startsWith("/")) Redirect(to) else Redirect("/") // want "scala/play-open-redirect"
  }
}
