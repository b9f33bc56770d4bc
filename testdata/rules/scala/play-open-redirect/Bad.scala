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
