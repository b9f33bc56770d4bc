class Auth @Inject()(cc: ControllerComponents) extends AbstractController(cc) {
  private val targets = Map("home" -> "/", "account" -> "/account")
  def login = Action { request =>
    Redirect(targets.getOrElse(request.getQueryString("next").getOrElse("home"), "/"))
  }
}

class Login @Inject()(cc: ControllerComponents) extends AbstractController(cc) {
  private val home = "/"
  def done(id: Long) = Action {
    val target = home
    Redirect(target)
  }
}

// Taken only when the target is a path of this site.
class Back @Inject()(cc: ControllerComponents) extends AbstractController(cc) {
  def back(to: String) = Action {
    if (to.startsWith("/") && !to.startsWith("//")) Redirect(to) else Redirect("/")
  }
  def known(to: String) = Action {
    if (Set("/", "/account").contains(to)) {
      Redirect(to)
    } else {
      BadRequest
    }
  }
}
