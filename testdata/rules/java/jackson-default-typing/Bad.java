class Json {
  ObjectMapper mapper() {
    ObjectMapper m = new ObjectMapper();
    m.enableDefaultTyping(); // want "java/jackson-default-typing"
    m.activateDefaultTyping(LaissezFaireSubTypeValidator.instance, ObjectMapper.DefaultTyping.NON_FINAL); // want "java/jackson-default-typing"
    return m;
  }
}

@JsonTypeInfo(use = JsonTypeInfo.Id.CLASS) // want "java/jackson-default-typing"
abstract class Shape {}
