import javax.inject.Inject
import play.api.mvc._

class Plugins @Inject() (cc: ControllerComponents) extends AbstractController(cc) {
  private val known = Map("csv" -> classOf[CsvExporter], "json" -> classOf[JsonExporter])

  def load(name: String) = Action {
    val driver = Class.forName("org.postgresql.Driver")
    known.get(name).map(c => Ok(c.getDeclaredConstructor().newInstance().toString)).getOrElse(NotFound)
  }
}
