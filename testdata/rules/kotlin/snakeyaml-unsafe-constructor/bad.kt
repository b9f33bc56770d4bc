import org.yaml.snakeyaml.Yaml

fun parse(text: String): Any {
    val yaml = Yaml()
    return yaml.load(text) // want "kotlin/snakeyaml-unsafe-constructor"
}
