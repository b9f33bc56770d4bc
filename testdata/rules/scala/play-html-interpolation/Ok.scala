class Hello @Inject()(cc: ControllerComponents) extends AbstractController(cc) {
  def hello(name: String) = Action {
    Ok(views.html.hello(name))
  }
  def plain(name: String) = Action {
    Ok(s"Hello $name").as(TEXT)
  }
}

// Every value is escaped before it is put in the markup.
class Escaped @Inject()(cc: ControllerComponents) extends AbstractController(cc) {
  def greet(name: String) = Action {
    Ok(Html(s"<p>Hello ${HtmlFormat.escape(name)}</p>"))
  }
  def bio(who: String, text: String) = Action {
    Ok(s"<h1>${HtmlFormat.escape(who).body}</h1><p>${StringEscapeUtils.escapeHtml4(text)}</p>").as(HTML)
  }
}

class Counts @Inject()(cc: ControllerComponents) extends AbstractController(cc) {
  def count(q: String) = Action {
    Ok(Html(s"<p>${q.length} characters, ${HtmlFormat.escape(q)}</p>"))
  }
}
