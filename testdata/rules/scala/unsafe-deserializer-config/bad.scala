import com.fasterxml.jackson.databind.ObjectMapper
import com.thoughtworks.xstream.XStream
import org.yaml.snakeyaml.Yaml

object Parse {
  def yaml(s: String): AnyRef = new Yaml().load(s) // want "scala/unsafe-deserializer-config"
  def xml(s: String): AnyRef = new XStream().fromXML(s) // want "scala/unsafe-deserializer-config"
  def json(): ObjectMapper = {
    val m = new ObjectMapper()
    m.enableDefaultTyping() // want "scala/unsafe-deserializer-config"
    m
  }
}
