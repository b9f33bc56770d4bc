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
