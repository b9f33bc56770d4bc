import org.yaml.snakeyaml.Yaml;

class Config {
    Object read(String text) {
        Yaml yaml = new Yaml(); // want "java/snakeyaml-unsafe-constructor"
        return yaml.load(text);
    }
}

class Qualified {
    Object read(java.io.InputStream in) {
        return new org.yaml.snakeyaml.Yaml().load(in); // want "java/snakeyaml-unsafe-constructor"
    }
}
