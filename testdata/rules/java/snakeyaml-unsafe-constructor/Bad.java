import org.yaml.snakeyaml.Yaml;

class Config {
    Object read(String text) {
        Yaml yaml = new Yaml(); // want "java/snakeyaml-unsafe-constructor"
        return yaml.load(text);
    }
}
