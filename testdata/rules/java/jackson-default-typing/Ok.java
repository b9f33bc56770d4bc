class Json {
  ObjectMapper mapper() {
    PolymorphicTypeValidator ptv = BasicPolymorphicTypeValidator.builder().allowIfBaseType(Shape.class).build();
    ObjectMapper m = new ObjectMapper();
    m.activateDefaultTyping(ptv, ObjectMapper.DefaultTyping.NON_FINAL);
    return m;
  }
}

@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({@JsonSubTypes.Type(value = Circle.class, name = "circle")})
abstract class Shape {}
