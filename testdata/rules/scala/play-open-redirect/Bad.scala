class Auth @Inject()(cc: ControllerComponents) extends AbstractController(cc) {
  def login = Action { request =>
    Redirect(request.getQueryString("next").getOrElse("/")) // want "scala/play-open-redirect"
  }
}
