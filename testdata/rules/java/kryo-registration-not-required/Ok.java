import com.esotericsoftware.kryo.Kryo;

class Codec {
  Kryo kryo() {
    Kryo kryo = new Kryo();
    kryo.setRegistrationRequired(true);
    kryo.register(Order.class);
    return kryo;
  }
  static class Order {}
}
