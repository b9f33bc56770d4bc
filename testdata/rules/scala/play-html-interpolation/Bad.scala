class Hello @Inject()(cc: ControllerComponents) extends AbstractController(cc) {
  def hello(name: String) = Action {
    Ok(s"<h1>Hello $name</h1>").as(HTML) // want "scala/play-html-interpolation"
  }
  def bio(text: String) = Action {
    Ok(Html(s"<p>$text</p>")) // want "scala/play-html-interpolation"
  }
}
