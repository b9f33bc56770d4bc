class Auth @Inject()(cc: ControllerComponents) extends AbstractController(cc) {
  private val targets = Map("home" -> "/", "account" -> "/account")
  def login = Action { request =>
    Redirect(targets.getOrElse(request.getQueryString("next").getOrElse("home"), "/"))
  }
}
