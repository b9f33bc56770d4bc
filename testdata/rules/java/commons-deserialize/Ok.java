import org.apache.commons.lang3.SerializationUtils;

class Store {
  byte[] save(java.io.Serializable s) {
    return SerializationUtils.serialize(s);
  }
  User load(String json, com.fasterxml.jackson.databind.ObjectMapper mapper) throws Exception {
    return mapper.readValue(json, User.class);
  }
}

class Copies {
  Object deepCopy(java.io.Serializable s) {
    return SerializationUtils.deserialize(SerializationUtils.serialize(s));
  }
}
