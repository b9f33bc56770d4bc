import javax.inject.Inject
import play.api.mvc._
import play.twirl.api.{Html, HtmlFormat}

class Pages @Inject() (cc: ControllerComponents) extends AbstractController(cc) {
  def hello(name: String) = Action {
    Ok(HtmlFormat.escape(name))
  }

  def echo = Action { request =>
    val msg = request.getQueryString("m").getOrElse("")
    Ok(msg).as(TEXT)
    Ok(Html("<b>static</b>"))
  }
}

object AkkaRoutes {
  val route =
    path("hello") {
      parameter("name") { name =>
        complete(HttpEntity(ContentTypes.`text/plain(UTF-8)`, s"Hello $name"))
      }
    }
}

class Counts @Inject()(cc: ControllerComponents) extends AbstractController(cc) {
  def count(q: String) = Action {
    Ok(Html(s"<p>${q.length} characters</p>"))
  }
}
