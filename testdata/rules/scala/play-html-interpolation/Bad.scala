class Hello @Inject()(cc: ControllerComponents) extends AbstractController(cc) {
  def hello(name: String) = Action {
    Ok(s"<h1>Hello $name</h1>").as(HTML) // want "scala/play-html-interpolation"
  }
  def bio(text: String) = Action {
    Ok(Html(s"<p>$text</p>")) // want "scala/play-html-interpolation"
  }
}

// One value escaped, the other not.
class HalfEscaped @Inject()(cc: ControllerComponents) extends AbstractController(cc) {
  def bio(who: String, text: String) = Action {
    Ok(Html(s"<h1>${HtmlFormat.escape(who)}</h1><p>$text</p>")) // want "scala/play-html-interpolation"
  }
}
