class Hello @Inject()(cc: ControllerComponents) extends AbstractController(cc) {
  def hello(name: String) = Action {
    Ok(views.html.hello(name))
  }
  def plain(name: String) = Action {
    Ok(s"Hello $name").as(TEXT)
  }
}
