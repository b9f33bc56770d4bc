import org.apache.commons.lang3.SerializationUtils;

class Store {
  Object load(byte[] data) {
    return SerializationUtils.deserialize(data); // want "java/commons-deserialize"
  }
  Object load2(byte[] data) {
    return org.springframework.util.SerializationUtils.deserialize(data); // want "java/commons-deserialize"
  }
}
