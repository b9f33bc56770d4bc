import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.spec.ECGenParameterSpec;

class DeviceKeys {
  KeyPair legacy() throws Exception {
    KeyPairGenerator kpg = KeyPairGenerator.getInstance("EC");
    kpg.initialize(new ECGenParameterSpec("secp192r1")); // want "java/weak-ec-curve"
    return kpg.generateKeyPair();
  }

  KeyPair tiny() throws Exception {
    KeyPairGenerator kpg = KeyPairGenerator.getInstance("EC");
    kpg.initialize(new ECGenParameterSpec("secp160k1")); // want "java/weak-ec-curve"
    return kpg.generateKeyPair();
  }
}
