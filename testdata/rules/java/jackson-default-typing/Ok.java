class Json {
  ObjectMapper mapper() {
    PolymorphicTypeValidator ptv = BasicPolymorphicTypeValidator.builder().allowIfBaseType(Shape.class).build();
    ObjectMapper m = new ObjectMapper();
    m.activateDefaultTyping(ptv, ObjectMapper.DefaultTyping.NON_FINAL);
    return m;
  }
}
