import 'package:encrypt/encrypt.dart';

String seal(Key key, String plainText) {
  final encrypter = Encrypter(AES(key, mode: AESMode.ecb)); // want "dart/aes-ecb-mode"
  return encrypter.encrypt(plainText).base64;
}
