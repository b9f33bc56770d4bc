import org.yaml.snakeyaml.LoaderOptions
import org.yaml.snakeyaml.Yaml
import org.yaml.snakeyaml.constructor.SafeConstructor

fun parse(text: String): Any {
    val yaml = Yaml(SafeConstructor(LoaderOptions()))
    return yaml.load(text)
}
