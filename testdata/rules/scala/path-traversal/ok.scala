import java.io.File
import javax.inject.Inject
import play.api.mvc._

class Files @Inject() (cc: ControllerComponents) extends AbstractController(cc) {
  def download(id: String) = Action {
    val n = id.toLong
    Ok.sendFile(new File(s"/srv/files/report-$n.pdf"))
  }
}

object Local {
  def read(): String = scala.io.Source.fromFile("/etc/app.conf").mkString
}

class Names @Inject() (cc: ControllerComponents) extends AbstractController(cc) {
  def get(name: String) = Action {
    val safe = new File(name).getName
    Ok.sendFile(new File("/srv/files", safe))
  }
}

object AkkaFiles {
  val route =
    path("file") {
      parameter("id".as[Int]) { id =>
        getFromFile(s"/srv/reports/$id.pdf")
      }
    }
}
