import com.esotericsoftware.kryo.Kryo;

class Codec {
  Kryo kryo() {
    Kryo kryo = new Kryo();
    kryo.setRegistrationRequired(false); // want "java/kryo-registration-not-required"
    return kryo;
  }
}
