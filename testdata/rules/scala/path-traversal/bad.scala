import java.io.File
import java.nio.file.Paths
import javax.inject.Inject
import play.api.mvc._

class Files @Inject() (cc: ControllerComponents) extends AbstractController(cc) {
  def download(name: String) = Action {
    Ok.sendFile(new File("/srv/files/" + name)) // want "scala/path-traversal"
  }

  def read = Action { request =>
    val p = request.getQueryString("path").get
    val text = scala.io.Source.fromFile(p).mkString // want "scala/path-traversal"
    Ok(text)
  }
}

object Local {
  def read(name: String): String = scala.io.Source.fromFile(name).mkString // want "scala/path-traversal"
}

object AkkaFiles {
  val route =
    path("file") {
      parameter("f") { f =>
        getFromFile(f) // want "scala/path-traversal"
      }
    }
}
