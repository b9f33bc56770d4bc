import com.thoughtworks.xstream.XStream
import com.thoughtworks.xstream.security.NoTypePermission
import org.yaml.snakeyaml.{LoaderOptions, Yaml}
import org.yaml.snakeyaml.constructor.SafeConstructor

object Parse {
  def yaml(s: String): AnyRef = new Yaml(new SafeConstructor(new LoaderOptions())).load(s)
  def xml(s: String): AnyRef = {
    val x = new XStream()
    x.addPermission(NoTypePermission.NONE)
    x.allowTypes(Array(classOf[Order]))
    x.fromXML(s)
  }
}
